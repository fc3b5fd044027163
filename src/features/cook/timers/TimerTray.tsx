import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { generatePath, Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import { PAGES } from '@contract/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { mq } from '@/theme/theme';
import { formatClock, formatDuration, isDue, isRunning, timeLeftMs } from './timerTime';
import { selectTimers, timerActions, type KitchenTimer } from './timersSlice';
import { tickNow, useNow } from './useNow';

/** '/cook/' */
const COOK_PATH_PREFIX = PAGES.cook.path.slice(0, PAGES.cook.path.indexOf(':'));

type Ringing = typeof import('./ringing');
let ringingModule: Promise<Ringing> | null = null;
const loadRinging = () => (ringingModule ??= import(/* webpackChunkName: "timer-ringing" */ './ringing'));

/**
 * Where the tray sits. Bottom right on every page; on the cook page it is raised above the
 * page's bottom bar (Previous/Next): the cook view may say its bar's height with
 * `--cook-bottom-bar-height` on <html>. The tray says its own height in `--timer-tray-height`
 * on <html>, for a page that wants to leave room under its content.
 */
const Tray = styled.section<{ $onCookPage: boolean }>`
  position: fixed;
  right: 0.5rem;
  bottom: calc(
    0.5rem + env(safe-area-inset-bottom, 0px) +
      ${({ $onCookPage }) => ($onCookPage ? 'var(--cook-bottom-bar-height, 5.75rem)' : '0px')}
  );
  z-index: 700;
  max-width: min(22rem, calc(100vw - 1rem));
  max-height: 60vh;
  overflow-y: auto;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.9rem;
  ${mq.belowMd} {
    &[data-collapsed='true'] li:not([data-ringing='true']) {
      display: none;
    }
    &[data-collapsed='true'] ul[data-quiet='true'] {
      display: none;
    }
  }
`;

const Toggle = styled.button`
  ${row({ align: 'center', gap: '0.5rem' })}
  min-height: 44px;
  width: 100%;
  padding: 0.25rem 0.75rem;
  border: 0;
  ${pill}
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${mq.md} {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.belowMd} {
    margin-top: 0.5rem;
  }
`;

const Item = styled.li`
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  &[data-ringing='true'] {
    border-left-color: ${({ theme }) => theme.colors.accentDark};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
  }
  a {
    color: inherit;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Clock = styled.span`
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  ${row({ wrap: 'wrap', gap: '0.25rem' })}
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    ${pill}
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** "check at 35 min, up to 40" for a range. */
function rangeNote(timer: KitchenTimer): string | null {
  if (timer.maxMs === null || timer.maxMs <= timer.durationMs) return null;
  const low = timer.durationMs / 1000;
  const high = timer.maxMs / 1000;
  const inMinutes = low % 60 === 0 && high % 60 === 0 && high < 3600;
  return `check at ${formatDuration(low)}, up to ${inMinutes ? high / 60 : formatDuration(high)}`;
}

/** Ringing first, then the soonest to end, then paused ones. */
function trayOrder(now: number) {
  return (a: KitchenTimer, b: KitchenTimer) => {
    const rank = (t: KitchenTimer) => (t.rungAt !== null ? 0 : isRunning(t) ? 1 : 2);
    return rank(a) - rank(b) || timeLeftMs(a, now) - timeLeftMs(b, now) || a.id.localeCompare(b.id);
  };
}

function TrayItem({ timer, now }: { timer: KitchenTimer; now: number }) {
  const dispatch = useAppDispatch();
  const ringing = timer.rungAt !== null;
  const running = isRunning(timer);
  const about = `step ${timer.stepNumber} timer (${timer.label})`;
  const note = rangeNote(timer);
  const cookPath = `${generatePath(PAGES.cook.path, { id: String(timer.recipeId) })}?step=${timer.stepNumber}`;
  return (
    <Item data-ringing={ringing}>
      <Link to={cookPath}>
        {timer.recipeName} · Step {timer.stepNumber} · {timer.label}
      </Link>
      {ringing ? (
        <strong role="alert">Time’s up: {timer.label}</strong>
      ) : (
        <span>
          <Clock>{formatClock(timeLeftMs(timer, now))}</Clock> {!running && <Note>paused</Note>}{' '}
          {note && <Note>{note}</Note>}
        </span>
      )}
      <Actions>
        {!ringing && (
          <button
            type="button"
            onClick={() => {
              dispatch(running ? timerActions.paused(timer.id) : timerActions.resumed(timer.id));
              tickNow();
            }}
            aria-label={`${running ? 'Pause' : 'Resume'} ${about}`}
          >
            {running ? 'Pause' : 'Resume'}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            dispatch(timerActions.minuteAdded(timer.id));
            tickNow();
          }}
          aria-label={`Add a minute to ${about}`}
        >
          +1 min
        </button>
        <button
          type="button"
          onClick={() => dispatch(timerActions.dismissed(timer.id))}
          aria-label={`Dismiss ${about}`}
        >
          Dismiss
        </button>
      </Actions>
    </Item>
  );
}

/**
 * The running, paused and ringing timers, on every page (mounted by the app's root while any
 * exist). It is also what notices a timer is done: at each second of the shared clock and when
 * the tab comes back into view (a timer that ended while the page was closed rings on return).
 */
export default function TimerTray() {
  const dispatch = useAppDispatch();
  const timers = useAppSelector(selectTimers);
  const list = Object.values(timers);
  const now = useNow(list.some(isRunning));
  const onCookPage = useLocation().pathname.startsWith(COOK_PATH_PREFIX);
  const [expanded, setExpanded] = useState(false);
  const trayRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const checkNow = () => {
      if (document.visibilityState === 'visible') tickNow();
    };
    document.addEventListener('visibilitychange', checkNow);
    return () => document.removeEventListener('visibilitychange', checkNow);
  }, []);

  useEffect(() => {
    const at = Date.now();
    for (const timer of Object.values(timers)) {
      if (!isDue(timer, at)) continue;
      dispatch(timerActions.rang(timer.id, at));
      void loadRinging().then((ringing) => ringing.ring(timer));
    }
  }, [now, timers, dispatch]);

  const ringingIds = useMemo(
    () =>
      new Set(
        Object.values(timers)
          .filter((timer) => timer.rungAt !== null)
          .map((timer) => timer.id),
      ),
    [timers],
  );
  useEffect(() => {
    void ringingModule?.then((ringing) => ringing.silenceAllBut(ringingIds));
  }, [ringingIds]);
  useEffect(() => () => void ringingModule?.then((ringing) => ringing.silenceAllBut(new Set())), []);

  useLayoutEffect(() => {
    const tray = trayRef.current;
    const root = document.documentElement;
    if (!tray || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('--timer-tray-height', `${tray.offsetHeight}px`));
    observer.observe(tray);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--timer-tray-height');
    };
  }, []);

  const sorted = [...list].sort(trayOrder(now));
  const soonest = sorted.find(isRunning) ?? sorted[0];
  return (
    <Tray ref={trayRef} aria-label="Timers" data-collapsed={!expanded} $onCookPage={onCookPage}>
      <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Hide timers' : `${list.length === 1 ? '1 timer' : `${list.length} timers`}`}
        {!expanded && soonest && <span aria-hidden="true">{formatClock(timeLeftMs(soonest, now))}</span>}
      </Toggle>
      <List data-quiet={ringingIds.size === 0}>
        {sorted.map((timer) => (
          <TrayItem key={timer.id} timer={timer} now={now} />
        ))}
      </List>
    </Tray>
  );
}
