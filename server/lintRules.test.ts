/**
 * The server's import direction is an ESLint rule (eslint.config.mjs, "Server import direction"):
 * a deliberate violation must fail the lint, and a downward import must not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });

async function restrictedImports(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server import direction', () => {
  it('refuses an import of a service from server/db/', async () => {
    expect(await restrictedImports('server/db/x.ts', "import { value } from '../services/infra/storage';")).toEqual([
      expect.stringContaining('server/db/ is the bottom layer'),
    ]);
  });

  it('refuses an import of server/http/ and of fastify from a service', async () => {
    expect(await restrictedImports('server/services/recipes/x.ts', "import { value } from '../../http/errors';")).toEqual([
      expect.stringContaining('Services know no HTTP'),
    ]);
    expect(await restrictedImports('server/services/x.ts', "import { value } from 'fastify';")).toEqual([
      expect.stringContaining('Services know no HTTP'),
    ]);
  });

  it('lets each layer import the one below it', async () => {
    expect(await restrictedImports('server/services/x.ts', "import { value } from '../db/schema';")).toEqual([]);
    expect(await restrictedImports('server/routes/x.ts', "import { value } from '../services/errors';")).toEqual([]);
  });
});
