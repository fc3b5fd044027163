import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { mq } from '@/theme/theme';

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: 2rem 1.25rem 1.5rem;
  ${mq.sm} {
    padding: 2.75rem 3rem 2.25rem;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentDark};
`;

const Title = styled.h1`
  font-size: 1.85rem;
  margin: 0 0 0.5rem;
  ${mq.sm} {
    font-size: 2.15rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 1.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  margin-top: 1.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  text-align: center;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export interface AuthCardProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the form (log in, create an account, back to login). */
  footer?: ReactNode;
}

/** The card every account page sits in: heading, helper text, form, links and 'Go to home'. */
export function AuthCard({ eyebrow, title, lead, children, footer }: AuthCardProps) {
  return (
    <Card aria-labelledby="auth-card-title">
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title id="auth-card-title">{title}</Title>
      {lead && <Lead>{lead}</Lead>}
      {children}
      <Footer>
        {footer}
        <HomeLink to="/">
          <span aria-hidden="true">←</span> Go to home
        </HomeLink>
      </Footer>
    </Card>
  );
}

/** Vertical rhythm for the fields of an account form. */
export const FormStack = styled.form`
  display: grid;
  gap: 1.1rem;
`;

const FormActions = styled.div`
  margin-top: 0.5rem;
`;

/** An account form's one button: full width, it submits the form and shows a spinner while it is sent. */
export function AuthSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <FormActions>
      <Button type="submit" block pending={pending}>
        {children}
      </Button>
    </FormActions>
  );
}
