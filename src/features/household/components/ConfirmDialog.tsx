import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/api/baseApi';
import { Dialog } from '@/components/Dialog';
import { DialogActions } from '@/components/DialogActions';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';

const Lead = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface ConfirmDialogProps {
  title: string;
  /** What the change does, in a sentence or two. */
  lead: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  danger?: boolean;
  /** The id of the toasts it shows (one at a time per action). */
  toastId: string;
  /** Makes the change; answers the text of the success toast. */
  run: () => Promise<string>;
  onClose: () => void;
  /** After the change was made (the control that opened the dialog may be gone). */
  onDone: () => void;
}

/** The family page's "are you sure?": asks, makes the change, and says how it went in a toast. */
export function ConfirmDialog({
  title,
  lead,
  cancelLabel,
  confirmLabel,
  danger = false,
  toastId,
  run,
  onClose,
  onDone,
}: ConfirmDialogProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      dispatch(showSuccess(await run(), toastId));
      onDone();
    } catch (error) {
      setPending(false);
      dispatch(showError(errorMessage(error), toastId));
      onClose();
    }
  };

  return (
    <Dialog open title={title} onClose={onClose}>
      <Lead>{lead}</Lead>
      <DialogActions
        onCancel={onClose}
        cancelLabel={cancelLabel}
        onConfirm={confirm}
        confirmLabel={confirmLabel}
        variant={danger ? 'danger' : 'primary'}
        pending={pending}
      />
    </Dialog>
  );
}
