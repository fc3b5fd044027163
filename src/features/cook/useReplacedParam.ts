import { useSearchParams } from 'react-router';

/**
 * One `?name=` of the cook view's address, and a way to change it that replaces the address
 * rather than pushing it: Back leaves cook mode, it never walks the view's own changes.
 */
export function useReplacedParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const change = (value: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  return [params.get(name), change];
}
