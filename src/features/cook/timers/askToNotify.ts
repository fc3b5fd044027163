/**
 * Asks once whether timers may notify, from the press that starts the first timer (browsers
 * refuse, and people distrust, a request made on load). Where notifications are unavailable or
 * refused, the tray alone says a timer is done.
 */
export function askToNotify(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  } catch {
    /* an old Safari's callback form, or a browser that throws outside a secure context */
  }
}
