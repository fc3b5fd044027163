import { useState } from 'react';
import { HOUSEHOLD } from '@contract/messages';
import { errorMessage } from '@/api/baseApi';
import { useLeaveHouseholdMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { DialogActions, Lead } from './RemoveMemberDialog';

export interface LeaveFamilyDialogProps {
  /** The family's name, as the page shows it. */
  family: string;
  onClose: () => void;
  /** After the server has answered with the account's own fresh household. */
  onLeft: () => void;
}

/** Asks before leaving the family, says what stays with it, then leaves and says so. */
export function LeaveFamilyDialog({ family, onClose, onLeft }: LeaveFamilyDialogProps) {
  const dispatch = useAppDispatch();
  const [leave] = useLeaveHouseholdMutation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const { message } = await leave().unwrap();
      dispatch(showSuccess(message || HOUSEHOLD.left(family), 'household-leave'));
      onLeft();
    } catch (error) {
      setPending(false);
      dispatch(showError(errorMessage(error), 'household-leave'));
      onClose();
    }
  };

  return (
    <Dialog open title={`Leave ${family}?`} onClose={onClose}>
      <Lead>
        You get a fresh household of your own. The family’s plan, shopping list and people stay with the family; to come
        back, ask a parent of the family for a new code.
      </Lead>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Stay
        </Button>
        <Button variant="danger" pending={pending} onClick={confirm}>
          Leave family
        </Button>
      </DialogActions>
    </Dialog>
  );
}
