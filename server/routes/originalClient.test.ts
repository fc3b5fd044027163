/**
 * The original API's browser client, page by page, against the demo content (issue 22): every
 * read below is written with that client's own expressions (`data?.map`, `data.flatMap`,
 * `url.split("=")[1]`, `flatMap(i => i.meals)`), so a shape that would break it fails here.
 */
import { WEEKDAYS } from '../../contract/constants';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../seed';
import { createTestApp, type TestContext } from '../test/testApp';
import { createUser } from '../test/fixtures';

jest.setTimeout(120_000);

// The client's data is untyped JSON: these tests read it as the client does.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedIfEmpty(ctx.db, ctx.storage, () => undefined);
  const [demo] = DEMO_ACCOUNTS;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: demo.email, password: demo.password },
  });
  expect(login.statusCode).toBe(200);
  token = login.json().data.token;
});
afterAll(() => ctx?.close());

/** GET as the client does: with `Bearer ${token}` once signed in, with no header before. */
async function get(url: string, signedIn = false): Promise<Json> {
  const response = await ctx.app.inject({ url, headers: signedIn ? { authorization: `Bearer ${token}` } : {} });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json();
}

describe('the home page, before anyone signs in', () => {
  it.each(['home-banner', 'meal-planner', 'share-your-recipe', 'meal-planning-by-age-group'])(
    'renders the %s block with data?.map',
    async (key) => {
      const { data } = await get(`/api/cms/${key}`);
      const rendered = data?.map(({ title, description, btn_text, image, image_one }: Json) => ({
        title,
        description,
        btn_text,
        image: image ?? image_one,
      }));
      expect(rendered.length).toBeGreaterThan(0);
      expect(rendered.every((block: Json) => typeof block.title === 'string' && block.title.length > 0)).toBe(true);
    },
  );

  it('reads the trending and recipe lists from the /auth/ reads without a token', async () => {
    const trending = (await get('/api/auth/trending-recipes')).data;
    expect(trending.map((recipe: Json) => recipe.recipe_name).length).toBeGreaterThan(0);
    const { data } = await get('/api/auth/recipes');
    const names = data.map((recipe: Json) => recipe.recipe_name);
    expect(names.length).toBe(12);
    expect(data.filter((recipe: Json) => recipe.category_name)).toHaveLength(12);
    const tags = data.flatMap((recipe: Json) => recipe.tag_names);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag: Json) => typeof tag.tag_name === 'string' && tag.tag_name.length > 0)).toBe(true);
    expect([...trending, ...data].some((recipe: Json) => recipe.is_wishlisted)).toBe(false);
  });
});

describe('a recipe page', () => {
  it('shows every tag chip and pages through the reviews by url.split("=")[1]', async () => {
    const { data: recipes } = await get('/api/guest/recipes?per_page=48');
    const reviewed = recipes.reduce((best: Json, recipe: Json) =>
      recipe.reviews_count > best.reviews_count ? recipe : best,
    );
    const { data: recipe } = await get(`/api/single-recipe/${reviewed.id}`);
    const chips = (recipe.tag_names ?? recipe.tags).map((tag: Json) => tag.tag_name);
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.every((chip: string) => chip.length > 0)).toBe(true);

    // Enough reviews for three pages of five.
    for (let index = 0; index < 11; index += 1) {
      const reviewer = await createUser(ctx.db, { name: `Reader ${index + 1}` });
      const posted = await ctx.app.inject({
        method: 'POST',
        url: `/api/review/${reviewed.id}`,
        headers: { authorization: `Bearer ${reviewer.token}` },
        payload: { rating: 4, comment: `Made it again, week ${index + 1}.` },
      });
      expect(posted.statusCode).toBe(201);
    }
    const first = (await get(`/api/reviews-by-pagination/${reviewed.id}`)).data;
    expect(first.last_page).toBeGreaterThanOrEqual(3);
    expect(first.data.every((review: Json) => 'avatar' in review.user && review.user.name)).toBe(true);
    const seen = new Set<number>();
    for (const link of first.links.filter((candidate: Json) => candidate.url)) {
      const page = link.url.split('=')[1];
      const answer = (await get(`/api/reviews-by-pagination/${reviewed.id}?page=${page}`)).data;
      expect(answer.current_page).toBe(Number(page));
      answer.data.forEach((review: Json) => seen.add(review.id));
    }
    expect(seen.size).toBe(first.total);
  });
});

describe('signed in', () => {
  it('fills each planner cell with data[day].filter(category).flatMap(i => i.meals)', async () => {
    const { data: categories } = await get('/api/categories');
    const { data } = await get('/api/get-meal-plans', true);
    let meals = 0;
    for (const day of WEEKDAYS) {
      for (const { category_name } of categories) {
        const cell = data[day]
          .filter((i: Json) => i.category.category_name === category_name)
          .flatMap((i: Json) => i.meals);
        for (const meal of cell) {
          expect(Number.isInteger(meal.id) && meal.id === meal.meal_plan_id).toBe(true);
          expect((meal.name || meal.recipe.recipe_name).length).toBeGreaterThan(0);
        }
        meals += cell.length;
      }
    }
    expect(meals).toBeGreaterThan(0);
  });

  it('pages favourites and own recipes with page_id', async () => {
    const wishlist = (await get('/api/wishlists?page_id=1', true)).data.wishlist;
    expect(wishlist.current_page).toBe(1);
    expect(Array.isArray(wishlist.data) && Array.isArray(wishlist.links)).toBe(true);
    const mine = (await get('/api/my-recipes?page_id=1', true)).data.recipes;
    expect(mine.data.length).toBeGreaterThan(0);
    const beyond = (await get(`/api/my-recipes?page_id=${mine.last_page + 1}`, true)).data.recipes;
    expect(beyond.current_page).toBe(mine.last_page + 1);
    expect(beyond.data).toEqual([]);
  });
});
