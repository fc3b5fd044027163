/**
 * bench:cluster — the recipe list served by one process, then by two, on this machine: the
 * same PostgreSQL, Redis and S3-compatible store (cluster/processes.ts), the demo content, the
 * answer cache off (every request runs its query) and rate limits off. The same total load
 * (20 connections, autocannon in this process) goes to one process, then half to each of two.
 * Writes bench/out/cluster.md. Usage: npm run bench:cluster (PostgreSQL and Redis on 127.0.0.1).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startAppProcess, startSharedServices, type AppProcess } from '../cluster/processes';
import { runBench, writeReport } from './benchProcess';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const LIST_PATHS = [1, 2, 3, 4, 5, 6].map((library) => `/api/guest/recipes?recipe_library_id=${library}`);

type Result = Awaited<ReturnType<typeof autocannon>>;

function load(target: AppProcess, connections: number): Promise<Result> {
  return autocannon({
    url: target.url,
    connections,
    duration: DURATION,
    requests: LIST_PATHS.map((p) => ({ method: 'GET', path: p })),
  });
}

function checked(result: Result): Result {
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const services = await startSharedServices();
  const env = { ...services.env, RATE_LIMITS: 'off', ANSWER_CACHE_MS: '0', METRICS: 'off' };
  const a = await startAppProcess('a', env);
  const b = await startAppProcess('b', env);
  try {
    const loadBefore = os.loadavg()[0];
    await load(a, CONNECTIONS); // warm-up of both (JIT, pools)
    await load(b, CONNECTIONS);

    const cpuA0 = cpuSeconds(a.child.pid!);
    const one = checked(await load(a, CONNECTIONS));
    const cpuOne = cpuSeconds(a.child.pid!) - cpuA0;

    const cpu0 = [cpuSeconds(a.child.pid!), cpuSeconds(b.child.pid!)];
    const [twoA, twoB] = (await Promise.all([load(a, CONNECTIONS / 2), load(b, CONNECTIONS / 2)])).map(checked);
    const cpuTwo = cpuSeconds(a.child.pid!) - cpu0[0] + cpuSeconds(b.child.pid!) - cpu0[1];

    const oneRate = one.requests.average;
    const twoRate = twoA.requests.average + twoB.requests.average;
    const p99Two = Math.max(twoA.latency.p99, twoB.latency.p99);
    const cores = os.cpus().length;
    const lines = [
      `## Recipe list, one process and two (${new Date().toISOString()}, demo content, PostgreSQL + Redis + s3rver, ANSWER_CACHE_MS=0, ${CONNECTIONS} connections in all, ${DURATION} s each)`,
      '',
      '| processes | req/s | p50 ms | p99 ms | app CPU used (cores) | note |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      `| baseline: 1 | ${Math.round(oneRate)} | ${one.latency.p50} | ${one.latency.p99} | ${(cpuOne / DURATION).toFixed(2)} | |`,
      `| 2 | ${Math.round(twoRate)} | ${Math.max(twoA.latency.p50, twoB.latency.p50)} | ${p99Two} | ${(cpuTwo / DURATION).toFixed(2)} | ${(twoRate / oneRate).toFixed(2)}× one process (A ${Math.round(twoA.requests.average)}, B ${Math.round(twoB.requests.average)}) |`,
      '',
      `Machine: ${cores} cores (${os.cpus()[0]?.model ?? 'unknown'}), shared by the app processes, PostgreSQL, Redis and the load generator. Load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after.`,
      '',
    ];
    const report = lines.join('\n');
    await writeReport('cluster.md', report);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await services.close();
  }
}

runBench(main);
