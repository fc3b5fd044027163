import { useState } from 'react';
import styled from 'styled-components';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMemberDto } from '@contract/types';
import { errorMessage } from '@/api/baseApi';
import { useRemoveHouseholdMemberMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';

export const Lead = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export interface RemoveMemberDialogProps {
  member: HouseholdMemberDto;
  onClose: () => void;
  /** After the server has removed the member (its card, which opened this, is gone). */
  onRemoved: () => void;
}

/**
 * Asks before taking someone off the family, then sends the DELETE and says how it went. An
 * account (a parent's choice) loses the family at its next request and starts a household of its own.
 */
export function RemoveMemberDialog({ member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const dispatch = useAppDispatch();
  const [removeMember] = useRemoveHouseholdMemberMutation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await removeMember(member.id).unwrap();
      dispatch(showSuccess(HOUSEHOLD.removed(member.name), 'household-remove'));
      onRemoved();
    } catch (error) {
      setPending(false);
      dispatch(showError(errorMessage(error), 'household-remove'));
      onClose();
    }
  };

  return (
    <Dialog
      open
      title={member.has_account ? `Remove ${member.name} from the family?` : `Remove ${member.name}?`}
      onClose={onClose}
    >
      {member.has_account ? (
        <Lead>
          <strong>{member.name}</strong> will no longer see the family’s plan, shopping list or people. Their account
          gets a fresh household of its own, with nothing of the family’s.
        </Lead>
      ) : (
        <Lead>
          <strong>{member.name}</strong> will no longer count in your portions, allergies and diets.
        </Lead>
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" pending={pending} onClick={confirm}>
          {member.has_account ? 'Remove from family' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
