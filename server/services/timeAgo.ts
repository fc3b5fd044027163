/** Dates as the blog and review cards show them ('3 days ago', 'Nov 21, 2026'), in UTC. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const UNITS: [name: string, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Relative time in the style of Laravel's diffForHumans: '1 second ago', '3 days ago'. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(1, Math.floor((now.getTime() - date.getTime()) / 1000));
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return '1 second ago';
}

/** 'Nov 21, 2026'. */
export function formatCreatedDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
