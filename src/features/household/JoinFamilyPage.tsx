import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { HOUSEHOLD } from '@contract/messages';
import { PAGES } from '@contract/pages';
import { useGetHouseholdQuery } from '@/api/household';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { JoinForm } from './components/JoinForm';

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  padding: 2rem 1rem 4rem;
  ${mq.sm} {
    padding: 3.5rem 1.5rem 5rem;
  }
`;

const Card = styled.section`
  display: grid;
  gap: 1rem;
  width: min(100%, 34rem);
  min-width: 0;
  padding: 1.75rem 1.25rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${mq.sm} {
    padding: 2.5rem 2.75rem 2.25rem;
  }
  h1 {
    margin: 0;
    font-size: 1.85rem;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Later = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.95rem;
`;

/**
 * /join/:code, where an invite link leads (a signed-out visitor signs in first and comes back):
 * the join form with the code filled in, still editable; a join goes to the family page.
 */
export default function JoinFamilyPage() {
  useDocumentTitle(HOUSEHOLD.joinTitle);
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const titleId = useId();
  const current = useGetHouseholdQuery();
  const others = current.data?.members.filter((member) => member.hasAccount && !member.isYou).length ?? 0;

  return (
    <Wrap>
      <Card aria-labelledby={titleId}>
        <h1 id={titleId}>{HOUSEHOLD.joinTitle}</h1>
        <Lead>
          You were given a code to a family on Forkcast. Joining shares one meal plan and one shopping list with
          everyone in it.
        </Lead>
        {current.data && others > 0 && (
          <Lead>
            You are in <strong>{current.data.name}</strong> now: joining takes you out of it.
          </Lead>
        )}
        <JoinForm initialCode={code} onJoined={() => navigate(PAGES.household.path, { replace: true })} />
        <Later>
          <Link to={PAGES.household.path}>Not now: go to your family</Link>
        </Later>
      </Card>
    </Wrap>
  );
}
