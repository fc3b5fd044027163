import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import { HOUSEHOLD_MEMBERS_MAX } from '@contract/constants';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMember } from '@/api/models';
import { useGetHouseholdQuery } from '@/api/household';
import { HOUSEHOLD_SYNC } from '@/api/householdSync';
import { Button } from '@/components/Button';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { MemberCard } from './components/MemberCard';
import { FamilyConfirmation, type FamilyChange } from './components/FamilyConfirmation';
import { MemberFormDialog } from './components/MemberFormDialog';
import { ShareFamily } from './components/ShareFamily';
import { CalendarSection } from './components/CalendarSection';

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
  ${bareList}
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

/**
 * Which dialog is open: the member form (a member to edit, or 'new'), or the confirmation of a
 * removal, of making someone a parent, or of leaving the family.
 */
type Open = { kind: 'form'; member?: HouseholdMember } | FamilyChange | null;

/** Where the focus goes once a dialog has closed and what opened it is gone. */
type FocusAfter = { to: 'list' } | { to: 'member'; id: number };

/** A removed member's card and "Leave family" are gone: the list takes the focus; a new parent's card keeps it. */
const focusAfterChange = (change: FamilyChange): FocusAfter =>
  change.kind === 'promote' ? { to: 'member', id: change.member.id } : { to: 'list' };

/**
 * /dashboard/household: who eats at the table, with their portions, allergies, diets and dislikes;
 * and sharing the family: parents invite (a code and its link), remove and make parents; anyone
 * joins another family with a code, or leaves this one; the family's time zone, meal times and
 * calendar feed (issue 38).
 */
export default function HouseholdPage() {
  useDocumentTitle('Your family');
  const household = useGetHouseholdQuery(undefined, HOUSEHOLD_SYNC);
  const [open, setOpen] = useState<Open>(null);
  const reasonId = useId();
  const list = useRef<HTMLUListElement>(null);
  // A removed member's card (or "Leave family", or "Make parent") held the focus: it moves to the
  // list, or to the new parent's card, once the dialog has closed (and put it back on nothing).
  const [focusAfter, setFocusAfter] = useState<FocusAfter>();
  useEffect(() => {
    if (!focusAfter) return;
    const card =
      focusAfter.to === 'member'
        ? list.current?.querySelector<HTMLElement>(`[data-member-id="${focusAfter.id}"]`)
        : undefined;
    (card ?? list.current)?.focus();
  }, [focusAfter]);

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
                    youAreParent={household.data?.youAreParent === true}
                    onEdit={(chosen) => setOpen({ kind: 'form', member: chosen })}
                    onRemove={(chosen) => setOpen({ kind: 'remove', member: chosen })}
                    onPromote={(chosen) => setOpen({ kind: 'promote', member: chosen })}
                  />
                </li>
              ))}
            </Cards>
            <ShareFamily
              household={household.data}
              fetchedAt={household.startedTimeStamp}
              onLeave={() => household.data && setOpen({ kind: 'leave', family: household.data.name })}
            />
            <CalendarSection household={household.data} />
          </>
        ) : household.isError ? (
          <LoadProblem message={HOUSEHOLD.loadFailed} onRetry={() => void household.refetch()} />
        ) : (
          <LoadingLines label="Loading your family" widths={[60, 45, 70]} />
        )}
      </Layout>
      {open?.kind === 'form' && <MemberFormDialog member={open.member} onClose={close} />}
      {open && open.kind !== 'form' && (
        <FamilyConfirmation
          change={open}
          onClose={close}
          onDone={() => {
            close();
            setFocusAfter(focusAfterChange(open));
          }}
        />
      )}
    </>
  );
}
