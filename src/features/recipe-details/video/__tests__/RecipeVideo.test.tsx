import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@/theme/theme';
import { RecipeVideo } from '../../RecipeVideo';

/*
 * jsdom plays no media: play/pause are stubbed to flip `paused` and fire their events, and a
 * video's length and position are set by hand with the events a browser would fire.
 */
const ui: ReactElement = (
  <ThemeProvider theme={theme}>
    <RecipeVideo path="uploads/videos/v1.mp4" title="Carrot Soup" />
  </ThemeProvider>
);

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
  delete (document as { fullscreenElement?: Element | null }).fullscreenElement;
  document.body.innerHTML = '';
});

const theVideo = () => document.querySelector('video')!;

/** Gives the video a length (as `loadedmetadata` would) and a position that fires `timeupdate` when set. */
function loadMetadata(video: HTMLVideoElement, duration: number) {
  let position = 0;
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = value;
      video.dispatchEvent(new Event('timeupdate'));
    },
  });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
}

function played(video: HTMLVideoElement, seconds: number) {
  act(() => {
    video.currentTime = seconds;
  });
}

test('Play and Pause keep their names, with drawn icons instead of typed glyphs', async () => {
  render(ui);
  const button = screen.getByRole('button', { name: 'Play' });
  expect(button.querySelector('svg')).not.toBeNull();
  expect(button).not.toHaveTextContent(/[▶❚]/);
  await userEvent.click(button);
  expect(play).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(pause).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
});

test('the time text and the seek bar follow the video', () => {
  render(ui);
  const seek = screen.getByRole('slider', { name: 'Seek' });
  expect(screen.getByText('0:00 / 0:00')).toBeInTheDocument();
  expect(seek).toBeDisabled();

  loadMetadata(theVideo(), 180);
  expect(screen.getByText('0:00 / 3:00')).toBeInTheDocument();
  expect(seek).toBeEnabled();

  played(theVideo(), 65);
  expect(screen.getByText('1:05 / 3:00')).toBeInTheDocument();
  expect(seek).toHaveAttribute('aria-valuetext', '1 minute 5 seconds of 3 minutes');
  expect(seek).toHaveValue('65');
});

test('seeking: arrow keys move 5 seconds, Home and End go to the ends, dragging sets the time', async () => {
  render(ui);
  const video = theVideo();
  loadMetadata(video, 180);
  played(video, 60);
  const seek = screen.getByRole('slider', { name: 'Seek' });
  seek.focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(video.currentTime).toBe(65);
  expect(screen.getByText('1:05 / 3:00')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(video.currentTime).toBe(55);
  await userEvent.keyboard('{End}');
  expect(video.currentTime).toBe(180);
  await userEvent.keyboard('{ArrowRight}');
  expect(video.currentTime).toBe(180);
  await userEvent.keyboard('{Home}');
  expect(video.currentTime).toBe(0);

  fireEvent.change(seek, { target: { value: '90' } });
  expect(video.currentTime).toBe(90);
  expect(screen.getByText('1:30 / 3:00')).toBeInTheDocument();
});

test('Mute toggles the sound and its own name', async () => {
  render(ui);
  const video = theVideo();
  await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
  expect(video.muted).toBe(true);
  const unmute = screen.getByRole('button', { name: 'Unmute' });
  await userEvent.click(unmute);
  expect(video.muted).toBe(false);
  expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
});

test('keys in the player: K and Space play or pause, M mutes', async () => {
  render(ui);
  loadMetadata(theVideo(), 180);
  screen.getByRole('slider', { name: 'Seek' }).focus();
  await userEvent.keyboard('k');
  expect(play).toHaveBeenCalledTimes(1);
  await userEvent.keyboard(' ');
  expect(pause).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('m');
  expect(theVideo().muted).toBe(true);
});

test('no Full screen button where the browser allows none', () => {
  render(ui);
  expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
});

test('Full screen asks for the whole player, then offers to exit', async () => {
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true, writable: true });
  const requested: Element[] = [];
  HTMLElement.prototype.requestFullscreen = jest.fn(function (this: HTMLElement) {
    requested.push(this);
    return Promise.resolve();
  });
  document.exitFullscreen = jest.fn(() => Promise.resolve());
  render(ui);

  await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
  expect(requested).toHaveLength(1);
  const frame = requested[0];
  expect(frame).toContainElement(theVideo());
  expect(frame).toContainElement(screen.getByRole('slider', { name: 'Seek' }));

  act(() => {
    (document as { fullscreenElement: Element | null }).fullscreenElement = frame;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
  expect(document.exitFullscreen).toHaveBeenCalled();
});

test('server rendered: unknown length as 0:00, then hydrates without a mismatch', async () => {
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  expect(container).toHaveTextContent('0:00 / 0:00');
  expect(container.querySelector('[aria-label="Full screen"]')).toBeNull();

  // The browser read the metadata before the app took over.
  Object.defineProperty(container.querySelector('video')!, 'duration', { value: 125, configurable: true });
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByText('0:00 / 2:05')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
});
