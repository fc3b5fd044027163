/**
 * Loaded into the server process by bench/stall.ts (`node --import tsx --import ./bench/stallProbe.ts
 * server/main.ts`): the event loop's delay, measured where the requests run, answered over the IPC
 * channel. 'reset' starts a new window; 'read' answers the window's max, p99 and mean in ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();

process.on('message', (message: unknown) => {
  if (message === 'reset') {
    histogram.reset();
    process.send?.({ reset: true });
  } else if (message === 'read') {
    const ms = (ns: number) => ns / 1e6;
    process.send?.({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)), meanMs: ms(histogram.mean) });
  }
});
