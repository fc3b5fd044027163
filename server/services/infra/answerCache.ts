/**
 * Short-lived answers for anonymous reads that many visitors ask alike (the public recipe
 * grid's pages, the search box). Each answer is kept for `ttlMs` per key; concurrent misses of
 * one key share one computation; a failed computation is not kept. Every write that changes
 * recipes calls forgetAnswers(), so only views and ratings may lag, by at most the TTL.
 * A TTL of 0 (ANSWER_CACHE_MS=0, the server tests) turns caching off.
 */
const MAX_ENTRIES = 500;
const caches = new Set<Map<string, { answer: Promise<unknown>; expiresAt: number }>>();

export function answerCache<T>(ttlMs: () => number) {
  const entries = new Map<string, { answer: Promise<unknown>; expiresAt: number }>();
  caches.add(entries);
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const ttl = ttlMs();
    if (ttl <= 0) return compute();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.answer as Promise<T>;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const answer = compute();
    entries.set(key, { answer, expiresAt: now + ttl });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
}

/** Forgets every kept answer (after a write). */
export function forgetAnswers(): void {
  for (const entries of caches) entries.clear();
}
