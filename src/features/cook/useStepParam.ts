import { useSearchParams } from 'react-router';

/**
 * The step shown (1-based) from `?step=`, kept between 1 and `count`, and a way to go to another.
 * Moving replaces the address rather than pushing it: Back leaves cook mode, it never walks steps.
 */
export function useStepParam(count: number): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const last = Math.max(1, count);
  const asked = Number.parseInt(params.get('step') ?? '', 10);
  const step = Number.isFinite(asked) ? Math.min(last, Math.max(1, asked)) : 1;
  const goTo = (next: number) => {
    const target = Math.min(last, Math.max(1, next));
    if (target === step) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('step', String(target));
        return updated;
      },
      { replace: true },
    );
  };
  return [step, goTo];
}
