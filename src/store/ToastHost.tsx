import { useEffect, useRef } from 'react';
import { toast, ToastContainer, type ToastPosition, type TypeOptions } from 'react-toastify';
import { TOAST_LIMIT } from '@contract/constants';
import { useIsNarrowScreen } from '@/lib/useIsNarrowScreen';
import { useAppDispatch, useAppSelector } from './hooks';
import styled from 'styled-components';
import { chooseToastAction, forgetToastAction } from './toastActions';
import { selectToasts, toastDismissed, type Toast, type ToastKind } from './toastsSlice';

const TOASTIFY_TYPE: Record<ToastKind, TypeOptions> = {
  success: 'success',
  error: 'error',
  blank: 'default',
  loading: 'info',
};

/**
 * Below 768 px react-toastify's top toasts span the width and sit on the header's buttons
 * (menu, search, Sign Up): there they rise from the bottom instead.
 */
export function toastPosition(phone: boolean): ToastPosition {
  return phone ? 'bottom-center' : 'top-right';
}

const ActionButton = styled.button`
  margin-left: 0.75rem;
  min-height: 36px;
  padding: 0.25rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** A toast's text, and its button when it has one ('Undo'): pressing it runs the action and closes the toast. */
function contentOf(item: Toast, dismiss: () => void) {
  if (!item.action) return item.message;
  const { label } = item.action;
  return (
    <span>
      {item.message}
      <ActionButton
        type="button"
        onClick={(event) => {
          // The toast's own click would close it first (closeOnClick).
          event.stopPropagation();
          chooseToastAction(item.id);
          dismiss();
        }}
      >
        {label}
      </ActionButton>
    </span>
  );
}

/** Renders the toasts slice with react-toastify; the slice stays the source of truth. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const shown = useRef(new Set<string>());
  const phone = useIsNarrowScreen();

  useEffect(() => {
    const current = new Set(toasts.map((item) => item.id));
    for (const item of toasts) {
      if (shown.current.has(item.id)) continue;
      shown.current.add(item.id);
      toast(
        contentOf(item, () => dispatch(toastDismissed(item.id))),
        {
          toastId: item.id,
          type: TOASTIFY_TYPE[item.kind],
          isLoading: item.kind === 'loading',
          autoClose: item.durationMs ?? false,
          // A toast with a button is not closed by a click beside the button.
          closeOnClick: !item.action,
          onClose: () => {
            forgetToastAction(item.id);
            dispatch(toastDismissed(item.id));
          },
        },
      );
    }
    // Gone from the slice (closed, over the limit, or a scoped form's error after its success).
    for (const id of shown.current) {
      if (!current.has(id)) {
        toast.dismiss(id);
        shown.current.delete(id);
      }
    }
  }, [toasts, dispatch]);

  return (
    <ToastContainer
      position={toastPosition(phone)}
      limit={TOAST_LIMIT}
      newestOnTop={!phone}
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
