/**
 * The import direction is written as ESLint rules (eslint.config.mjs: "SPA import direction",
 * "Server import direction", import/no-cycle): a deliberate violation must fail the lint, and a
 * downward import must not. docs/architecture.md draws the same arrows.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

// import/no-cycle reads the files on disk (and fails on text with no file): off for the import
// rules, which are checked on text alone, and run on real files in its own test below.
const eslint = new ESLint({ cwd: __dirname, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

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
    expect(
      await restrictedImports('server/services/recipes/x.ts', "import { value } from '../../http/errors';"),
    ).toEqual([expect.stringContaining('Services know no HTTP')]);
    expect(await restrictedImports('server/services/x.ts', "import { value } from 'fastify';")).toEqual([
      expect.stringContaining('Services know no HTTP'),
    ]);
  });

  it('lets each layer import the one below it', async () => {
    expect(await restrictedImports('server/services/x.ts', "import { value } from '../db/schema';")).toEqual([]);
    expect(await restrictedImports('server/routes/x.ts', "import { value } from '../services/errors';")).toEqual([]);
  });
});

describe('SPA import direction', () => {
  it('refuses a feature import from shared code, the API layer and layouts', async () => {
    expect(await restrictedImports('src/components/X.tsx', "import { value } from '@/features/auth';")).toEqual([
      expect.stringContaining('Shared code'),
    ]);
    expect(await restrictedImports('src/api/x.ts', "import { value } from '@/features/recipes';")).toEqual([
      expect.stringContaining('Shared code'),
    ]);
    expect(await restrictedImports('src/store/x.ts', "import { value } from '@/app/store';")).toEqual([
      expect.stringContaining('Shared code'),
    ]);
    expect(await restrictedImports('src/layouts/X.tsx', "import { value } from '@/features/search';")).toEqual([
      expect.stringContaining('Layouts must not import features'),
    ]);
  });

  it('refuses an entity import from shared code and layouts', async () => {
    expect(await restrictedImports('src/components/X.tsx', "import { value } from '@/entities/recipe';")).toEqual([
      expect.stringContaining('Shared code'),
    ]);
    expect(await restrictedImports('src/store/x.ts', "import { value } from '@/entities/meal-plan';")).toEqual([
      expect.stringContaining('Shared code'),
    ]);
    expect(await restrictedImports('src/layouts/X.tsx', "import { value } from '@/entities/recipe';")).toEqual([
      expect.stringContaining('Layouts must not import features, entities'),
    ]);
  });

  it('refuses a feature import from another feature, even through its index.ts', async () => {
    expect(await restrictedImports('src/features/home/X.tsx', "import { value } from '@/features/planner';")).toEqual([
      expect.stringContaining('does not import another feature'),
    ]);
    expect(
      await restrictedImports('src/features/home/X.tsx', "import { value } from '@/features/planner/PlanMealButton';"),
    ).toEqual([expect.stringContaining('does not import another feature')]);
    expect(await restrictedImports('src/features/home/X.tsx', "import { value } from '../../features/blog';")).toEqual([
      expect.stringContaining('does not import another feature'),
    ]);
  });

  it("lets a feature use an entity's index.ts, shared code and its own files, and refuses an entity's inner files", async () => {
    expect(
      await restrictedImports('src/features/home/X.tsx', "import { value } from '@/entities/recipe/RecipeCard';"),
    ).toEqual([expect.stringContaining('through its index.ts')]);
    expect(await restrictedImports('src/features/home/X.tsx', "import { value } from '@/entities/recipe';")).toEqual(
      [],
    );
    expect(await restrictedImports('src/features/home/X.tsx', "import { value } from '@/store/hooks';")).toEqual([]);
    expect(await restrictedImports('src/features/home/X.tsx', "import { value } from './HeroBanner';")).toEqual([]);
  });

  it('refuses a feature, app or layout import from an entity, and another entity except through its index.ts', async () => {
    expect(await restrictedImports('src/entities/recipe/X.tsx', "import { value } from '@/features/planner';")).toEqual(
      [expect.stringContaining('Entities must not import features')],
    );
    expect(
      await restrictedImports('src/entities/recipe/X.tsx', "import { value } from '@/layouts/DashboardLayout';"),
    ).toEqual([expect.stringContaining('Entities must not import features, app or layouts')]);
    expect(
      await restrictedImports('src/entities/meal-plan/X.tsx', "import { value } from '@/entities/household/portion';"),
    ).toEqual([expect.stringContaining('through its index.ts')]);
    expect(
      await restrictedImports('src/entities/meal-plan/X.tsx', "import { value } from '@/entities/household';"),
    ).toEqual([]);
    expect(await restrictedImports('src/entities/recipe/X.tsx', "import { value } from '@/api/recipes';")).toEqual([]);
  });

  it('refuses an import cycle, followed through the @/ alias', async () => {
    const probe = path.join(__dirname, 'src', 'lib', `cycleProbe${process.pid}`);
    mkdirSync(probe, { recursive: true });
    try {
      const alias = `@/lib/cycleProbe${process.pid}`;
      writeFileSync(
        path.join(probe, 'first.ts'),
        `import { second } from '${alias}/second';\nexport const first = () => second;\n`,
      );
      writeFileSync(
        path.join(probe, 'second.ts'),
        `import { first } from './first';\nexport const second = () => first;\n`,
      );
      const results = await new ESLint({ cwd: __dirname }).lintFiles([probe]);
      const cycles = results.flatMap((result) =>
        result.messages.filter((message) => message.ruleId === 'import/no-cycle'),
      );
      expect(cycles).toHaveLength(2);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });
});
