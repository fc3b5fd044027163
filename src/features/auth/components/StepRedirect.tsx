import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toastsSlice';

export interface StepRedirectProps {
  to: string;
  state?: unknown;
  /** Tells the person why they landed on an earlier step. */
  message: string;
}

/** Sends someone who skipped a step of the password reset back to it, saying why. */
export function StepRedirect({ to, state, message }: StepRedirectProps) {
  const dispatch = useAppDispatch();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    dispatch(toastShown('blank', message));
  }, [dispatch, message]);
  return <Navigate to={to} replace state={state} />;
}
