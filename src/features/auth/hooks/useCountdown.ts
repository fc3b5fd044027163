import { useCallback, useEffect, useState } from 'react';

/** Counts whole seconds down to 0; `restart` starts again from the full length. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setRemaining((left) => Math.max(0, left - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}

/** 60 → "01:00", 7 → "00:07" (SPEC.md §2 shows the countdown as 00:SS). */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
