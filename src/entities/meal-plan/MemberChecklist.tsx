import { useId } from 'react';
import styled from 'styled-components';
import type { HouseholdMember } from '@/api/models';
import type { MealConflict } from '@/api/mealPlans';
import { CheckboxField } from '@/components/form';
import { formatPortion } from '@/entities/household';
import { conflictNote, conflictsByMember, isMayContain } from './mealPeople';
import { Fieldset, GroupError, Legend } from './dialogParts';
import { WarningIcon } from './icons';

/** A conflict: amber and bold; a "may contain" (issue 35) muted and regular, still with its icon. */
const Note = styled.span<{ $soft: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.3rem;
  margin-top: 0.15rem;
  color: ${({ theme, $soft }) => ($soft ? theme.colors.textMuted : theme.colors.accentText)};
  font-weight: ${({ $soft }) => ($soft ? 400 : 600)};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 0.1rem;
  }
`;

export interface MemberChecklistProps {
  legend: string;
  members: readonly HouseholdMember[];
  isTicked: (memberId: number) => boolean;
  onToggle: (memberId: number, ticked: boolean) => void;
  /** Shown under each person's name: what the meal does not suit for them. */
  conflicts?: readonly MealConflict[];
  error?: string;
  /** The id of a person's checkbox (to move the focus to it); unique ids otherwise. */
  checkboxId?: (memberId: number) => string;
}

/** The household's people as labelled checkboxes in a fieldset: each with their portion and conflicts. */
export function MemberChecklist({
  legend,
  members,
  isTicked,
  onToggle,
  conflicts = [],
  error,
  checkboxId,
}: MemberChecklistProps) {
  const baseId = useId();
  const idOf = checkboxId ?? ((memberId: number) => `${baseId}-member-${memberId}`);
  const errorId = `${baseId}-error`;
  const byMember = conflictsByMember(conflicts);
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      {members.map((member) => (
        <CheckboxField
          key={member.id}
          id={idOf(member.id)}
          label={member.name}
          checked={isTicked(member.id)}
          onChange={(event) => onToggle(member.id, event.target.checked)}
          description={
            <>
              {formatPortion(member.portion)}
              {(byMember.get(member.id) ?? []).map((conflict, index) => (
                <Note key={index} $soft={isMayContain(conflict)}>
                  <WarningIcon />
                  {conflictNote(conflict)}
                </Note>
              ))}
            </>
          }
        />
      ))}
      {error && (
        <GroupError id={errorId} role="alert">
          {error}
        </GroupError>
      )}
    </Fieldset>
  );
}
