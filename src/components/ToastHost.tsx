import { useEffect, useRef } from 'react';
import { toast, ToastContainer, type TypeOptions } from 'react-toastify';
import { TOAST_LIMIT } from '@contract/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectToasts, toastDismissed, type ToastKind } from '@/store/toastsSlice';

const TOASTIFY_TYPE: Record<ToastKind, TypeOptions> = {
  success: 'success',
  error: 'error',
  blank: 'default',
  loading: 'info',
};

/** Renders the toasts slice with react-toastify; the slice stays the source of truth. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const current = new Set(toasts.map((item) => item.id));
    for (const item of toasts) {
      if (shown.current.has(item.id)) continue;
      shown.current.add(item.id);
      toast(item.message, {
        toastId: item.id,
        type: TOASTIFY_TYPE[item.kind],
        isLoading: item.kind === 'loading',
        autoClose: item.durationMs ?? false,
        onClose: () => dispatch(toastDismissed(item.id)),
      });
    }
    for (const id of shown.current) {
      if (!current.has(id)) {
        toast.dismiss(id);
        shown.current.delete(id);
      }
    }
  }, [toasts, dispatch]);

  return <ToastContainer position="top-right" limit={TOAST_LIMIT} newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
