import type { ReactNode } from 'react';
import { ActionRow } from './ActionRow';
import { Button, type ButtonVariant } from './Button';

export interface DialogActionsProps {
  /** The main button's text: 'Save', 'Update password', 'Leave family'. */
  confirmLabel: ReactNode;
  /** What Cancel does: usually the dialog's onClose. */
  onCancel: () => void;
  cancelLabel?: ReactNode;
  /** Without it the main button submits the form around it; with it, it is a plain button that calls this. */
  onConfirm?: () => void;
  /** The main button's look: primary, or danger for a change that takes something away. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** Shows the main button's spinner and disables it while the change is sent. */
  pending?: boolean;
  /** Disables the main button (e.g. while what it needs is still loading). */
  disabled?: boolean;
  /** For `styled(DialogActions)` (a margin above the row). */
  className?: string;
}

/**
 * A dialog's (or a form's) closing buttons in an ActionRow: a ghost Cancel, then the main action,
 * which submits the form unless `onConfirm` is given.
 */
export function DialogActions({
  confirmLabel,
  onCancel,
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'primary',
  pending,
  disabled,
  className,
}: DialogActionsProps) {
  return (
    <ActionRow className={className}>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        pending={pending}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </ActionRow>
  );
}
