import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMember } from '@/api/models';
import { useRemoveHouseholdMemberMutation } from '@/api/household';
import { ConfirmDialog } from './ConfirmDialog';

export interface RemoveMemberDialogProps {
  member: HouseholdMember;
  onClose: () => void;
  /** After the server has removed the member (its card, which opened this, is gone). */
  onRemoved: () => void;
}

/**
 * Asks before taking someone off the family, then sends the DELETE and says how it went. An
 * account (a parent's choice) loses the family at its next request and starts a household of its own.
 */
export function RemoveMemberDialog({ member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const [removeMember] = useRemoveHouseholdMemberMutation();
  return (
    <ConfirmDialog
      title={member.hasAccount ? `Remove ${member.name} from the family?` : `Remove ${member.name}?`}
      lead={
        member.hasAccount ? (
          <>
            <strong>{member.name}</strong> will no longer see the family’s plan, shopping list or people. Their account
            gets a fresh household of its own, with nothing of the family’s.
          </>
        ) : (
          <>
            <strong>{member.name}</strong> will no longer count in your portions, allergies and diets.
          </>
        )
      }
      cancelLabel="Cancel"
      confirmLabel={member.hasAccount ? 'Remove from family' : 'Remove'}
      danger
      toastId="household-remove"
      run={async () => {
        await removeMember(member.id).unwrap();
        return HOUSEHOLD.removed(member.name);
      }}
      onClose={onClose}
      onDone={onRemoved}
    />
  );
}
