/**
 * How a finished timer gets the cook's attention: a beep pattern from an oscillator (no audio
 * file to download) for about half a minute or until dismissed, a buzz where the phone has one,
 * and a notification where the cook allowed them. Loaded only when a timer first rings.
 */
const RING_SECONDS = 30;
const BEEP_HZ = 880;

interface Alarm {
  stop(): void;
}

const alarms = new Map<string, Alarm>();
let context: AudioContext | null = null;

type AudioContextClass = typeof AudioContext;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Three short beeps each second, scheduled ahead on the audio clock (so a busy tab keeps time). */
function playBeeps(): () => void {
  const audio = audioContext();
  if (!audio) return () => undefined;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const volume = audio.createGain();
  volume.gain.value = 0.25;
  volume.connect(audio.destination);
  const start = audio.currentTime + 0.05;
  const oscillators: OscillatorNode[] = [];
  for (let second = 0; second < RING_SECONDS; second++) {
    for (let beep = 0; beep < 3; beep++) {
      const oscillator = audio.createOscillator();
      oscillator.type = 'square';
      oscillator.frequency.value = BEEP_HZ;
      oscillator.connect(volume);
      const at = start + second + beep * 0.2;
      oscillator.start(at);
      oscillator.stop(at + 0.12);
      oscillators.push(oscillator);
    }
  }
  return () => {
    for (const oscillator of oscillators) {
      try {
        oscillator.stop();
      } catch {
        /* already stopped */
      }
    }
    volume.disconnect();
  };
}

function vibrate(): void {
  try {
    navigator.vibrate?.([400, 200, 400, 200, 400]);
  } catch {
    /* not allowed without a gesture in some browsers */
  }
}

/** A notification where permitted; phones' Chrome only shows one through the service worker. */
function notify(id: string, title: string, body: string): () => void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return () => undefined;
  try {
    const notification = new Notification(title, { body, tag: id });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return () => notification.close();
  } catch {
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, { body, tag: id }))
      .catch(() => undefined);
    return () => undefined;
  }
}

export interface RingingTimer {
  id: string;
  label: string;
  recipeName: string;
  stepNumber: number;
}

/** "Time’s up: simmer — Chicken curry, step 4". */
export function timesUpMessage(timer: Omit<RingingTimer, 'id'>): string {
  return `Time’s up: ${timer.label} — ${timer.recipeName}, step ${timer.stepNumber}`;
}

export function ring(timer: RingingTimer): void {
  if (alarms.has(timer.id)) return;
  const stopSound = playBeeps();
  vibrate();
  const closeNotification = notify(timer.id, timesUpMessage(timer), 'Forkcast cook mode');
  const stop = () => {
    clearTimeout(done);
    stopSound();
    closeNotification();
    alarms.delete(timer.id);
  };
  const done = setTimeout(() => alarms.delete(timer.id), RING_SECONDS * 1000);
  alarms.set(timer.id, { stop });
}

/** Stops every alarm but those of timers still ringing (dismissed, restarted or given a minute). */
export function silenceAllBut(ringingIds: ReadonlySet<string>): void {
  for (const [id, alarm] of alarms) if (!ringingIds.has(id)) alarm.stop();
}
