import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMember } from '@/api/models';
import {
  useLeaveHouseholdMutation,
  usePromoteHouseholdMemberMutation,
  useRemoveHouseholdMemberMutation,
} from '@/api/household';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A change to the family that asks first: taking someone off it, making them a parent, leaving it. */
export type FamilyChange =
  | { kind: 'remove'; member: HouseholdMember }
  | { kind: 'promote'; member: HouseholdMember }
  | { kind: 'leave'; family: string };

type Confirmation = Omit<ConfirmDialogProps, 'onClose' | 'onDone'>;

/**
 * What each change's dialog says, and the request that makes it. Removing an account (a parent's
 * choice) takes the family away at its next request and gives it a household of its own; making
 * a parent cannot be taken back; leaving says what stays with the family.
 */
function useConfirmation(change: FamilyChange): Confirmation {
  const [removeMember] = useRemoveHouseholdMemberMutation();
  const [promote] = usePromoteHouseholdMemberMutation();
  const [leave] = useLeaveHouseholdMutation();
  switch (change.kind) {
    case 'remove': {
      const { member } = change;
      return {
        title: member.hasAccount ? `Remove ${member.name} from the family?` : `Remove ${member.name}?`,
        lead: member.hasAccount ? (
          <>
            <strong>{member.name}</strong> will no longer see the family’s plan, shopping list or people. Their account
            gets a fresh household of its own, with nothing of the family’s.
          </>
        ) : (
          <>
            <strong>{member.name}</strong> will no longer count in your portions, allergies and diets.
          </>
        ),
        cancelLabel: 'Cancel',
        confirmLabel: member.hasAccount ? 'Remove from family' : 'Remove',
        danger: true,
        toastId: 'household-remove',
        run: async () => {
          await removeMember(member.id).unwrap();
          return HOUSEHOLD.removed(member.name);
        },
      };
    }
    case 'promote': {
      const { member } = change;
      return {
        title: `Make ${member.name} a parent?`,
        lead: (
          <>
            Like you, <strong>{member.name}</strong> will be able to invite people, remove accounts from the family and
            make others parents. Only a parent who leaves gives it up.
          </>
        ),
        cancelLabel: 'Cancel',
        confirmLabel: 'Make parent',
        toastId: 'household-promote',
        run: async () => {
          const { message } = await promote(member.id).unwrap();
          return message || HOUSEHOLD.promoted(member.name);
        },
      };
    }
    case 'leave': {
      const { family } = change;
      return {
        title: `Leave ${family}?`,
        lead: (
          <>
            You get a fresh household of your own. The family’s plan, shopping list and people stay with the family; to
            come back, ask a parent of the family for a new code.
          </>
        ),
        cancelLabel: 'Stay',
        confirmLabel: 'Leave family',
        danger: true,
        toastId: 'household-leave',
        run: async () => {
          const { message } = await leave().unwrap();
          return message || HOUSEHOLD.left(family);
        },
      };
    }
  }
}

export interface FamilyConfirmationProps {
  change: FamilyChange;
  onClose: () => void;
  /**
   * After the server has made the change (the control that opened the dialog, a member's card or
   * "Make parent", may be gone; after leaving, the account has its own fresh household).
   */
  onDone: () => void;
}

/** Asks before a change to the family, makes it, and says how it went. */
export function FamilyConfirmation({ change, onClose, onDone }: FamilyConfirmationProps) {
  return <ConfirmDialog {...useConfirmation(change)} onClose={onClose} onDone={onDone} />;
}
