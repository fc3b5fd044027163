import { useReplacedParam } from './useReplacedParam';

/**
 * The step shown (1-based) from `?step=`, kept between 1 and `count`, and a way to go to another.
 * Moving replaces the address rather than pushing it: Back leaves cook mode, it never walks steps.
 */
export function useStepParam(count: number): [number, (step: number) => void] {
  const [param, setParam] = useReplacedParam('step');
  const last = Math.max(1, count);
  const asked = Number.parseInt(param ?? '', 10);
  const step = Number.isFinite(asked) ? Math.min(last, Math.max(1, asked)) : 1;
  const goTo = (next: number) => {
    const target = Math.min(last, Math.max(1, next));
    if (target === step) return;
    setParam(String(target));
  };
  return [step, goTo];
}
