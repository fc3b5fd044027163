/**
 * An open-loop load at a constant rate: requests leave at evenly spaced times whatever the
 * server is doing, and each latency is counted from the time its request was due, not from
 * when it could be sent (no coordinated omission). autocannon's fixed rate hands each
 * connection its share once a second, so requests leave in bursts and queue behind each
 * other; a latency goal at a given rate is measured with this instead.
 */
import http from 'node:http';

export interface OpenLoopResult {
  rate: number;
  sent: number;
  failed: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function openLoop(port: number, paths: string[], rate: number, seconds: number): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();

  const send = (index: number, from: number) =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: paths[index % paths.length], agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 400) failed += 1;
          latencies.push(performance.now() - from);
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
    });

  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Sent late (the loop fell behind): counted from when it was due. Sent up to 1 ms early
    // (not worth a timer): counted from when it left.
    inFlight.push(send(index, Math.min(due, performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate,
    sent: total,
    failed,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}
