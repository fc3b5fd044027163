/**
 * The judged query set scored against the demo content through the real API (in-memory PGlite
 * seeded like `npm start`): shared by bench:search-quality and the test that gates it.
 */
import { seedDemoContent } from '../../server/seed';
import { createTestApp } from '../../server/test/testApp';
import { judgeSearch, type QueryScore } from './judge';
import { JUDGED_QUERIES } from './judgedQueries';

interface Card {
  recipe_name: string;
}

export async function judgeDemoSearch(): Promise<QueryScore[]> {
  const ctx = await createTestApp();
  try {
    await seedDemoContent(ctx.db, ctx.storage, () => {});
    const get = async (url: string) => {
      const response = await ctx.app.inject({ url });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    return await judgeSearch(JUDGED_QUERIES, {
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
  } finally {
    await ctx.close();
  }
}
