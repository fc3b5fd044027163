import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_SCRIPTS_ID } from '@contract/serverRender';

/**
 * public/start-after-paint.js, the loader of server-rendered pages: the app's scripts start,
 * in their listed order, after `load` and the next frame, and at the latest after 3 s.
 */
const LOADER = readFileSync(path.resolve(__dirname, '../../../public/start-after-paint.js'), 'utf8');
const SCRIPTS = ['/assets/runtime.1.js', '/assets/boot.2.js', '/assets/page-blog.3.js', '/assets/main.4.js'];

let readyState: DocumentReadyState;
let frames: FrameRequestCallback[];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  readyState = 'interactive';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  document.head.innerHTML = `<script type="application/json" id="${SERVER_SCRIPTS_ID}">${JSON.stringify(SCRIPTS)}</script>`;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.head.innerHTML = '';
});

// The loader is a classic script: run its text as the browser would.
const runLoader = () => new Function(LOADER)();
const started = () =>
  Array.from(document.head.querySelectorAll('script[src]'), (script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async,
  }));
const paintFrames = () => frames.splice(0).forEach((frame) => frame(performance.now()));

test('waits for load and the frame after it, then starts every script in order', () => {
  runLoader();
  jest.advanceTimersByTime(100);
  expect(started()).toEqual([]);

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  expect(started()).toEqual([]); // not before the frame that paints the page
  paintFrames();
  jest.advanceTimersByTime(0);

  expect(started()).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
});

test('a page that has loaded already starts after the next frame', () => {
  readyState = 'complete';
  runLoader();
  expect(started()).toEqual([]);
  paintFrames();
  jest.advanceTimersByTime(0);
  expect(started()).toHaveLength(SCRIPTS.length);
});

test('starts after 3 s when load never comes, and only once when it comes later', () => {
  runLoader();
  jest.advanceTimersByTime(2999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toHaveLength(SCRIPTS.length);

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  paintFrames();
  jest.advanceTimersByTime(0);
  expect(started()).toHaveLength(SCRIPTS.length);
});
