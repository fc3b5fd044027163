import { useState } from 'react';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdMemberDto } from '@contract/types';
import { errorMessage } from '@/api/baseApi';
import { usePromoteHouseholdMemberMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { DialogActions, Lead } from './RemoveMemberDialog';

export interface PromoteMemberDialogProps {
  member: HouseholdMemberDto;
  onClose: () => void;
  /** After the server has made them a parent ("Make parent", which opened this, is gone). */
  onPromoted: () => void;
}

/** Asks before making an account a parent of the family (there is no taking it back), then says how it went. */
export function PromoteMemberDialog({ member, onClose, onPromoted }: PromoteMemberDialogProps) {
  const dispatch = useAppDispatch();
  const [promote] = usePromoteHouseholdMemberMutation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const { message } = await promote(member.id).unwrap();
      dispatch(showSuccess(message || HOUSEHOLD.promoted(member.name), 'household-promote'));
      onPromoted();
    } catch (error) {
      setPending(false);
      dispatch(showError(errorMessage(error), 'household-promote'));
      onClose();
    }
  };

  return (
    <Dialog open title={`Make ${member.name} a parent?`} onClose={onClose}>
      <Lead>
        Like you, <strong>{member.name}</strong> will be able to invite people, remove accounts from the family and make
        others parents. Only a parent who leaves gives it up.
      </Lead>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button pending={pending} onClick={confirm}>
          Make parent
        </Button>
      </DialogActions>
    </Dialog>
  );
}
