import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DialogActions } from '@/components/DialogActions';

/**
 * The planner dialogs' Cancel + main action (components/DialogActions), with the space above it
 * that their other button rows (`Actions` from entities/meal-plan) have.
 */
export const PlannerDialogActions = styled(DialogActions)`
  margin-top: 1.5rem;
`;

/**
 * A planner dialog's form: the contract's schema checks it (not the browser: `noValidate`), and
 * submitting runs `onSubmit` without leaving the page.
 */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
