/**
 * How many uploads this process reads at once: a few per cook and a bound for everyone, so
 * that a handful of accounts cannot fill the disk's bandwidth, the CPU (image decoding) and
 * the memory of the whole server. Counted per process (see docs/decisions.md).
 */
import { tooManyRequests, unavailable } from '../errors';

export const UPLOAD_RETRY_AFTER_SECONDS = 30;

export interface UploadSlots {
  /** Takes a slot for the user or refuses (too many requests, or unavailable) with a time to retry; answers its release. */
  acquire(userId: number): () => void;
}

export function uploadSlots(limits: { perUser: number; total: number }): UploadSlots {
  const byUser = new Map<number, number>();
  let running = 0;
  return {
    acquire(userId) {
      const own = byUser.get(userId) ?? 0;
      if (own >= limits.perUser) {
        throw tooManyRequests(
          `You already have ${limits.perUser} uploads in progress. Please wait for one to finish, then try again.`,
          { retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS },
        );
      }
      if (running >= limits.total) {
        throw unavailable('The server is busy with other uploads right now. Please try again in a minute.', {
          retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
        });
      }
      byUser.set(userId, own + 1);
      running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
  };
}
