import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { HOUSEHOLD_MEMBERS_MAX } from '@contract/constants';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMemberDto } from '@contract/types';
import { useGetHouseholdQuery } from '@/api/household';
import { HOUSEHOLD_SYNC } from '@/api/householdSync';
import { Button } from '@/components/Button';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/features/dashboard';
import { MemberCard } from './components/MemberCard';
import { MemberFormDialog } from './components/MemberFormDialog';
import { RemoveMemberDialog } from './components/RemoveMemberDialog';
import { ShareFamily } from './components/ShareFamily';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  max-width: 64rem;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddArea = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.35rem;
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Which dialog is open: the member form (a member to edit, or 'new'), or the removal's confirmation. */
type Open = { kind: 'form'; member?: HouseholdMemberDto } | { kind: 'remove'; member: HouseholdMemberDto } | null;

/** Another parent of the family may change it (a member, a new code): asked again while the page is in view. */

/**
 * /dashboard/household: who eats at the table, with their portions, allergies, diets and dislikes;
 * and sharing the family with another parent (an invite code, or joining with one).
 */
export default function HouseholdPage() {
  useDocumentTitle('Your family');
  const household = useGetHouseholdQuery(undefined, HOUSEHOLD_SYNC);
  const [open, setOpen] = useState<Open>(null);
  const reasonId = useId();
  const list = useRef<HTMLUListElement>(null);
  // A removed member's card held the focus: it moves to the list once the dialog has closed.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) list.current?.focus();
  }, [removals]);

  const members = household.data?.members ?? [];
  const full = members.length >= HOUSEHOLD_MEMBERS_MAX;
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title="Your family"
        intro="Who eats at your table: ages set portions, allergies and diets keep recipes safe."
      >
        {household.data && (
          <AddArea>
            <Button
              onClick={() => setOpen({ kind: 'form' })}
              disabled={full}
              aria-describedby={full ? reasonId : undefined}
            >
              Add a family member
            </Button>
            {full && <Reason id={reasonId}>{HOUSEHOLD.familyFull(HOUSEHOLD_MEMBERS_MAX)}</Reason>}
          </AddArea>
        )}
      </PageHeader>
      <Layout>
        {household.data ? (
          <>
            <Cards ref={list} tabIndex={-1} aria-label="Family members">
              {members.map((member) => (
                <li key={member.id}>
                  <MemberCard
                    member={member}
                    onEdit={(chosen) => setOpen({ kind: 'form', member: chosen })}
                    onRemove={(chosen) => setOpen({ kind: 'remove', member: chosen })}
                  />
                </li>
              ))}
            </Cards>
            <ShareFamily household={household.data} />
          </>
        ) : household.isError ? (
          <LoadProblem message={HOUSEHOLD.loadFailed} onRetry={() => void household.refetch()} />
        ) : (
          <LoadingLines label="Loading your family" widths={[60, 45, 70]} />
        )}
      </Layout>
      {open?.kind === 'form' && <MemberFormDialog member={open.member} onClose={close} />}
      {open?.kind === 'remove' && (
        <RemoveMemberDialog
          member={open.member}
          onClose={close}
          onRemoved={() => {
            close();
            setRemovals((count) => count + 1);
          }}
        />
      )}
    </>
  );
}
