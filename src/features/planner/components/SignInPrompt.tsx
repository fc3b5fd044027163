import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { CtaLink } from '@/components/CtaLink';
import { row } from '@/theme/layout';
import { mq } from '@/theme/theme';

const Card = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  ${mq.md} {
    padding: 2.5rem 3rem;
  }
  h3 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Links = styled.div`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.75rem 1.25rem' })};
`;

const Secondary = styled(Link)`
  font-weight: 600;
`;

/** What a visitor sees instead of the week: the plan is personal, so it needs an account. */
export function SignInPrompt() {
  const { pathname } = useLocation();
  return (
    <Card>
      <h3>Your week, planned in minutes</h3>
      <p>
        Sign in to put recipes on the days and meals that suit your family. Your plan is saved to your account, so it is
        there on your phone at the shops and on the laptop at home.
      </p>
      <Links>
        <CtaLink $variant="compact" to="/auth/login" state={{ from: pathname }}>
          Sign in to plan your week
        </CtaLink>
        <Secondary to="/auth/register">Create a free account</Secondary>
      </Links>
    </Card>
  );
}
