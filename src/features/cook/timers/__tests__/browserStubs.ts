/** Stand-ins at the browser boundary: the Web Audio API and notifications, recording what they were asked. */
export interface AudioRecord {
  started: number;
  stopped: number;
}

export function stubAudio(): AudioRecord {
  const record: AudioRecord = { started: 0, stopped: 0 };
  class FakeNode {
    connect() {}
    disconnect() {}
  }
  class FakeOscillator extends FakeNode {
    type = 'sine';
    frequency = { value: 0 };
    start() {
      record.started++;
    }
    stop() {
      record.stopped++;
    }
  }
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = new FakeNode();
    createGain() {
      return Object.assign(new FakeNode(), { gain: { value: 1 } });
    }
    createOscillator() {
      return new FakeOscillator();
    }
    resume() {
      return Promise.resolve();
    }
  }
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  return record;
}

export interface NotificationRecord {
  shown: { title: string; body?: string }[];
  permissionRequests: number;
}

export function stubNotification(permission: NotificationPermission): NotificationRecord {
  const record: NotificationRecord = { shown: [], permissionRequests: 0 };
  class FakeNotification {
    static permission = permission;
    static requestPermission() {
      record.permissionRequests++;
      return Promise.resolve(permission);
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      record.shown.push({ title, body: options?.body });
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  return record;
}

export function removeBrowserStubs(): void {
  delete (window as { AudioContext?: unknown }).AudioContext;
  delete (window as { Notification?: unknown }).Notification;
  delete (globalThis as { Notification?: unknown }).Notification;
}
