import { HOUSEHOLD } from '@contract/messages';
import { useLeaveHouseholdMutation } from '@/api/household';
import { ConfirmDialog } from './ConfirmDialog';

export interface LeaveFamilyDialogProps {
  /** The family's name, as the page shows it. */
  family: string;
  onClose: () => void;
  /** After the server has answered with the account's own fresh household. */
  onLeft: () => void;
}

/** Asks before leaving the family, says what stays with it, then leaves and says so. */
export function LeaveFamilyDialog({ family, onClose, onLeft }: LeaveFamilyDialogProps) {
  const [leave] = useLeaveHouseholdMutation();
  return (
    <ConfirmDialog
      title={`Leave ${family}?`}
      lead={
        <>
          You get a fresh household of your own. The family’s plan, shopping list and people stay with the family; to
          come back, ask a parent of the family for a new code.
        </>
      }
      cancelLabel="Stay"
      confirmLabel="Leave family"
      danger
      toastId="household-leave"
      run={async () => {
        const { message } = await leave().unwrap();
        return message || HOUSEHOLD.left(family);
      }}
      onClose={onClose}
      onDone={onLeft}
    />
  );
}
