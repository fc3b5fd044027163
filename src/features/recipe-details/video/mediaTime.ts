/** Times of the recipe video, as shown ("1:05") and as read out ("1 minute 5 seconds"). */

const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** "0:00", "1:05", "1:02:03". */
export function clockTime(seconds: number): string {
  const total = whole(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "0 seconds", "1 minute 5 seconds", "3 minutes", "1 hour 2 minutes". */
export function spokenTime(seconds: number): string {
  const total = whole(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const parts = [
    hours > 0 ? unit(hours, 'hour') : '',
    minutes > 0 ? unit(minutes, 'minute') : '',
    secs > 0 || total === 0 ? unit(secs, 'second') : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The seek slider's value text: "1 minute 5 seconds of 3 minutes". */
export function seekValueText(current: number, duration: number): string {
  return `${spokenTime(current)} of ${spokenTime(duration)}`;
}
