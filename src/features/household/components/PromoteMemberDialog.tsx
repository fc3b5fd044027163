import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMember } from '@/api/models';
import { usePromoteHouseholdMemberMutation } from '@/api/household';
import { ConfirmDialog } from './ConfirmDialog';

export interface PromoteMemberDialogProps {
  member: HouseholdMember;
  onClose: () => void;
  /** After the server has made them a parent ("Make parent", which opened this, is gone). */
  onPromoted: () => void;
}

/** Asks before making an account a parent of the family (there is no taking it back), then says how it went. */
export function PromoteMemberDialog({ member, onClose, onPromoted }: PromoteMemberDialogProps) {
  const [promote] = usePromoteHouseholdMemberMutation();
  return (
    <ConfirmDialog
      title={`Make ${member.name} a parent?`}
      lead={
        <>
          Like you, <strong>{member.name}</strong> will be able to invite people, remove accounts from the family and
          make others parents. Only a parent who leaves gives it up.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Make parent"
      toastId="household-promote"
      run={async () => {
        const { message } = await promote(member.id).unwrap();
        return message || HOUSEHOLD.promoted(member.name);
      }}
      onClose={onClose}
      onDone={onPromoted}
    />
  );
}
