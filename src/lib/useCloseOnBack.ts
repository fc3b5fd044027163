import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * Back closes what is open (a dialog, a menu, the drawer, the search overlay) instead of leaving
 * the page (issue 38).
 *
 * Opening pushes one history entry: the same URL and the same router state, plus a marker
 * `{ id, depth }` (depth 1 for the first thing open, 2 for a dialog opened over it, …). Back pops
 * it, and the popstate closes every open thing deeper than the entry landed on: nested dialogs close
 * one per Back. Closing any other way (Escape, a button, the backdrop) goes back over its entry
 * itself, so history keeps no dead entries; a close followed at once by another opening (a menu
 * entry that opens a dialog) hands the entry over instead.
 *
 * A close while the router is navigating (a link or a search followed from inside: the push
 * waits for the page's chunk) waits for the navigation to end, and leaves the entry behind under
 * the new page (going back over it would cancel the navigation): when Back (or Forward) later lands on such a dead entry, it is
 * stepped over in the same direction. A router entry copied into the marker keeps `idx` and `key`,
 * so the router sees the same location, and its scroll position, on each of these steps.
 */

interface Marker {
  id: string;
  depth: number;
}

/** What is read of a data router: whether it is navigating, and when that ends. */
interface NavigatingRouter {
  state: { navigation: { state: string } };
  subscribe: (listener: (state: { navigation: { state: string } }) => void) => () => void;
}

interface Entry {
  id: string;
  depth: number;
  close: () => void;
  router?: NavigatingRouter;
  /** False once the hook let go (closed, unmounted). */
  held: boolean;
}

const KEY = '__closeOnBack';
/** Unique per page load: a marker left from before a reload is dead. */
const LOAD = Math.random().toString(36).slice(2, 8);
/** After a link was clicked, a close leaves its entry (the router is about to push a page over it). */
const LINK_GRACE_MS = 1000;

let counter = 0;
const open: Entry[] = [];
/** History.go calls of ours not yet answered by a popstate: an opening waits for them. */
let inFlight = 0;
/** Go calls given up on (no popstate in time, a busy machine): their popstate may still come. */
let late = 0;
/** Popstates seen, to tell a go answered from one given up on. */
let pops = 0;
const waiting: (() => void)[] = [];
let settleTimer: ReturnType<typeof setTimeout> | undefined;
let lastLinkClick = -Infinity;
/** Where history was last seen by us: [router idx, marker depth]. */
let lastSeen: [number, number] = [0, 0];
let installed = false;
/** The router of the last thing opened (one per app). */
let pageRouter: NavigatingRouter | undefined;
let waitingForRouter = false;

function markerOf(state: unknown): Marker | undefined {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return undefined;
  const marker = (state as Record<string, unknown>)[KEY];
  if (typeof marker !== 'object' || marker === null) return undefined;
  const { id, depth } = marker as Record<string, unknown>;
  return typeof id === 'string' && typeof depth === 'number' ? { id, depth } : undefined;
}

function positionOf(state: unknown): [number, number] {
  const idx =
    typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'
      ? (state as { idx: number }).idx
      : 0;
  return [idx, markerOf(state)?.depth ?? 0];
}

const before = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

const live = (id: string) => open.find((entry) => entry.id === id);

/** The state under a marker: the router's own entry, as it was when the first thing opened. */
function baseState(state: unknown): Record<string, unknown> {
  if (typeof state !== 'object' || state === null) return {};
  const { [KEY]: _marker, ...rest } = state as Record<string, unknown>;
  return rest;
}

/** A popstate that never comes (nothing to go back to) must not hold the next opening for ever. */
const IN_FLIGHT_GIVE_UP_MS = 1000;

function go(delta: number) {
  if (delta === 0) return;
  inFlight += 1;
  window.history.go(delta);
  const popsBefore = pops;
  setTimeout(() => {
    if (inFlight === 0 || pops !== popsBefore) return;
    // Still owed: a popstate that comes after all is known for ours (see onPopState).
    late += inFlight;
    inFlight = 0;
    waiting.splice(0).forEach((run) => run());
  }, IN_FLIGHT_GIVE_UP_MS);
}

/** Steps back over the dead markers on top of history, to the live one under them or the page's entry. */
function backOverDead(marker: Marker) {
  const under = open.filter((entry) => entry.depth < marker.depth).map((entry) => entry.depth);
  go(-(marker.depth - Math.max(0, ...under)));
}

/** After a close: history sits on a dead marker of ours, go back over it (unless a link is being followed). */
function settle() {
  settleTimer = undefined;
  const marker = markerOf(window.history.state);
  if (!marker || live(marker.id) || inFlight > 0) return;
  if (performance.now() - lastLinkClick < LINK_GRACE_MS) return;
  if (pageRouter && pageRouter.state.navigation.state !== 'idle') {
    // Going back now would cancel the navigation: look again once it is over (a page pushed over
    // the entry leaves it to be stepped over; a navigation that went nowhere leaves it on top).
    if (waitingForRouter) return;
    waitingForRouter = true;
    const unsubscribe = pageRouter.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      unsubscribe();
      waitingForRouter = false;
      scheduleSettle();
    });
    return;
  }
  backOverDead(marker);
}

function scheduleSettle() {
  if (settleTimer === undefined) settleTimer = setTimeout(settle, 0);
}

function push(entry: Entry) {
  if (!entry.held) return;
  const state = window.history.state as unknown;
  const current = markerOf(state);
  // A thing closed a moment ago and not yet gone back over: this opening takes its entry.
  if (current && !live(current.id)) {
    entry.depth = current.depth;
    window.history.replaceState({ ...baseState(state), [KEY]: { id: entry.id, depth: entry.depth } }, '');
  } else {
    entry.depth = (current?.depth ?? 0) + 1;
    window.history.pushState({ ...baseState(state), [KEY]: { id: entry.id, depth: entry.depth } }, '');
  }
  open.push(entry);
  if (entry.router) pageRouter = entry.router;
  lastSeen = positionOf(window.history.state);
}

function onPopState() {
  pops += 1;
  // Ours (a go over dead entries), not the person's Back: it closes nothing.
  const ours = inFlight > 0 || late > 0;
  if (inFlight > 0) inFlight -= 1;
  else if (late > 0) late -= 1;
  const state = window.history.state as unknown;
  const position = positionOf(state);
  const marker = markerOf(state);
  const from = lastSeen;
  lastSeen = position;
  if (marker && !live(marker.id)) {
    // A dead entry (left under a page a link opened, or from before a reload): step over it.
    // Reached from above it (or from the spot it was pushed at, a page pushed over it unseen): Back.
    if (!before(from, position)) backOverDead(marker);
    // Forward may have nowhere to go (no popstate then): not waited for.
    else window.history.go(1);
  } else if (ours) {
    // A go given up on came after something opened: it is left above history's spot, pushed again.
    const keep = marker?.depth ?? 0;
    const above = open.filter((entry) => entry.depth > keep).sort((a, b) => a.depth - b.depth);
    for (const entry of above) {
      open.splice(open.indexOf(entry), 1);
      whenSettled(() => push(entry));
    }
  } else {
    const keep = marker?.depth ?? 0;
    // Deepest first: each thing above the entry landed on closes, one per entry popped.
    for (const entry of [...open].sort((a, b) => b.depth - a.depth)) {
      if (entry.depth <= keep) continue;
      open.splice(open.indexOf(entry), 1);
      entry.close();
      // Refused to close (busy saving, say): it is still open, so it gets an entry again.
      setTimeout(() => {
        if (entry.held && !live(entry.id)) whenSettled(() => push(entry));
      }, 0);
    }
  }
  if (inFlight === 0) waiting.splice(0).forEach((run) => run());
}

function whenSettled(run: () => void) {
  if (inFlight > 0) waiting.push(run);
  else run();
}

function onClick(event: MouseEvent) {
  const target = event.target;
  if (target instanceof Element && target.closest('a[href]')) lastLinkClick = performance.now();
}

function install() {
  if (installed) return;
  installed = true;
  lastSeen = positionOf(window.history.state);
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick, true);
}

/**
 * While `open`, Back calls `onClose` instead of leaving the page; closing otherwise takes the
 * history entry away again. Use it in whatever opens over the page: dialogs, menus, drawers.
 */
export function useCloseOnBack(isOpen: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  const router = useContext(UNSAFE_DataRouterContext)?.router as NavigatingRouter | undefined;
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!isOpen) return;
    install();
    counter += 1;
    const entry: Entry = { id: `${LOAD}-${counter}`, depth: 0, close: () => onCloseRef.current(), held: true, router };
    whenSettled(() => push(entry));
    return () => {
      entry.held = false;
      const index = open.indexOf(entry);
      if (index < 0) return; // popped by Back already
      open.splice(index, 1);
      scheduleSettle();
    };
    // The router is the app's one: it does not change while something is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
}

/** For tests: forget every entry (history itself is the test's to reset). */
export function resetCloseOnBack() {
  open.splice(0);
  waiting.splice(0);
  inFlight = 0;
  late = 0;
  if (settleTimer !== undefined) clearTimeout(settleTimer);
  settleTimer = undefined;
  lastLinkClick = -Infinity;
  pageRouter = undefined;
  waitingForRouter = false;
  lastSeen = positionOf(window.history.state);
}
