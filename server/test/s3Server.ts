/**
 * A real S3-compatible server for tests (s3rver, from the npm registry): listens on a free port
 * of 127.0.0.1, keeps its objects in a temporary folder, and has one bucket. `env` is what
 * loadConfig needs to store uploads there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'forkcast-test';

export interface TestS3Server {
  endpoint: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

// The SDK's credential chain reads these; s3rver accepts its own default pair.
process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
// Its notice that releases after January 2027 need Node 22 (docs/decisions.md) is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export async function startS3Server(options: { port?: number; directory?: string } = {}): Promise<TestS3Server> {
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'forkcast-s3-'));
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    env: { S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'us-east-1' },
    async close() {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
