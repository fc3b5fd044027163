/**
 * bench:search-quality — the judged query set against the demo content, through the real API
 * (in-memory PGlite seeded like `npm start`). Prints precision@5, recall and look-alikes per
 * kind of query, and the queries that fall short. Quality, not speed: bench:api measures speed.
 */
import { createTestApp } from '../../server/test/testApp';
import { seedDemoContent } from '../../server/seed';
import { figuresByKind, judgeSearch } from './judge';
import { JUDGED_QUERIES } from './judgedQueries';

interface Card {
  recipe_name: string;
}

async function main(): Promise<void> {
  const ctx = await createTestApp();
  try {
    await seedDemoContent(ctx.db, ctx.storage, () => {});
    const get = async (url: string) => {
      const response = await ctx.app.inject({ url });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const scores = await judgeSearch(JUDGED_QUERIES, {
      async searchBox(query) {
        const answer = await get(`/api/recipes/search?search=${encodeURIComponent(query)}`);
        return (answer.data as Card[]).map((card) => card.recipe_name);
      },
      async listFilter(query) {
        const names: string[] = [];
        for (let page = 1, last = 1; page <= last; page += 1) {
          const answer = await get(`/api/guest/recipes?search=${encodeURIComponent(query)}&per_page=48&page=${page}`);
          names.push(...(answer.data as Card[]).map((card) => card.recipe_name));
          last = answer.meta.last_page;
        }
        return names;
      },
    });
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log('| kind | queries | precision@5 | recall | look-alikes shown |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of figuresByKind(scores)) {
      console.log(
        `| ${row.kind} | ${row.queries} | ${percent(row.precisionAt5)} | ${percent(row.recall)} | ${row.lookAlikes} |`,
      );
    }
    console.log('\nShort of the mark:');
    for (const score of scores.filter((s) => s.precisionAt5 < 1 || s.recall < 1 || s.lookAlikes.length > 0)) {
      const parts = [`p@5 ${score.precisionAt5.toFixed(2)}`, `recall ${score.recall.toFixed(2)}`];
      if (score.lookAlikes.length) parts.push(`look-alikes: ${score.lookAlikes.join(', ')}`);
      console.log(`- "${score.query}" (${score.kind}): ${parts.join(' · ')}`);
    }
  } finally {
    await ctx.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
