/**
 * The judged query set scored against the demo content through the real API (in-memory PGlite
 * seeded like `npm start`): shared by bench:search-quality and the test that gates it.
 */
import type { RecipeListAnswer } from '../../contract/types';
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
    const listPage = (search: string, page: number): Promise<RecipeListAnswer> =>
      get(`/api/guest/recipes?search=${encodeURIComponent(search)}&per_page=48&page=${page}`);
    const listAll = async (search: string) => {
      const names: string[] = [];
      for (let page = 1, last = 1; page <= last; page += 1) {
        const answer = await listPage(search, page);
        names.push(...answer.data.map((card) => card.recipe_name));
        last = answer.meta.last_page;
      }
      return names;
    };
    return await judgeSearch(JUDGED_QUERIES, {
      async searchBox(query) {
        const answer = await get(`/api/recipes/search?search=${encodeURIComponent(query)}`);
        return (answer.data as Card[]).map((card) => card.recipe_name);
      },
      listFilter: listAll,
      async closestSearches(query) {
        const { meta } = await listPage(query, 1);
        const names: string[] = [];
        for (const alternative of meta.closest ?? []) names.push(...(await listAll(alternative.search)));
        return names;
      },
    });
  } finally {
    await ctx.close();
  }
}
