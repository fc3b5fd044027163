// `npm run dev`: the API under `tsx watch` on API_PORT (3001) and webpack-dev-server with
// React Fast Refresh on PORT (3000), proxying /api and /uploads to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts', '--no-build'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, NODE_OPTIONS: '--import tsx' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
