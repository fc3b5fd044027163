import { eq } from 'drizzle-orm';
import { recipes, reviews, users } from '../db/schema';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let owner: TestUser;
let categoryId: number;
let libraryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
  categoryId = (await createCategory(ctx.db)).id;
  libraryId = (await createLibrary(ctx.db)).id;
}, 60_000);
afterAll(() => ctx.close());

const newRecipe = () => createRecipe(ctx.db, { userId: owner.id, categoryId, libraryId });
const postReview = (recipeId: number | string, payload: unknown, user: TestUser | null) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/review/${recipeId}`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payload: payload as object,
  });
const recipeStats = async (recipeId: number) => {
  const [row] = await ctx.db
    .select({ avg: recipes.reviewsAvg, count: recipes.reviewsCount })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  return row;
};

describe('POST /api/review/{id}', () => {
  it('answers 401 without a token', async () => {
    const recipe = await newRecipe();
    expect((await postReview(recipe.id, { rating: 5, comment: 'Yum' }, null)).statusCode).toBe(401);
  });

  it('stores the review and updates the recipe average and count', async () => {
    const recipe = await newRecipe();
    const reviewer = await createUser(ctx.db);
    const response = await postReview(recipe.id, { rating: 4, comment: '  Lovely soup  ' }, reviewer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Review added Successfully',
      data: null,
    });
    expect(await recipeStats(recipe.id)).toEqual({ avg: 4, count: 1 });
    const [stored] = await ctx.db.select().from(reviews).where(eq(reviews.recipeId, recipe.id));
    expect(stored).toMatchObject({
      rating: 4,
      comment: 'Lovely soup',
      userId: reviewer.id,
    });
  });

  it('updates a second review by the same user, says so with 200, and the count stays 1', async () => {
    const recipe = await newRecipe();
    const reviewer = await createUser(ctx.db);
    expect((await postReview(recipe.id, { rating: 2, comment: 'Too salty' }, reviewer)).statusCode).toBe(201);
    const second = await postReview(recipe.id, { rating: 5, comment: 'Better with less salt' }, reviewer);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ success: true, message: 'Review updated Successfully', data: null });
    expect(await recipeStats(recipe.id)).toEqual({ avg: 5, count: 1 });
    const rows = await ctx.db.select().from(reviews).where(eq(reviews.recipeId, recipe.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].comment).toBe('Better with less salt');
  });

  it('keeps the average exact over several users, also when they post at once', async () => {
    const recipe = await newRecipe();
    const reviewers = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db)));
    await Promise.all(
      [5, 4, 4, 2].map((rating, index) =>
        postReview(recipe.id, { rating, comment: `Rated ${rating}` }, reviewers[index]),
      ),
    );
    expect(await recipeStats(recipe.id)).toEqual({ avg: 3.75, count: 4 });
    await postReview(recipe.id, { rating: 1, comment: 'Changed my mind' }, reviewers[0]);
    // (1 + 4 + 4 + 2) / 4 = 2.75
    expect(await recipeStats(recipe.id)).toEqual({ avg: 2.75, count: 4 });
    const fifth = await createUser(ctx.db);
    await postReview(recipe.id, { rating: 5, comment: 'Great' }, fifth);
    // 16 / 5 = 3.2
    expect(await recipeStats(recipe.id)).toEqual({ avg: 3.2, count: 5 });
  });

  it('rounds a repeating average to two decimals', async () => {
    const recipe = await newRecipe();
    for (const rating of [5, 4, 4]) await postReview(recipe.id, { rating, comment: 'ok' }, await createUser(ctx.db));
    expect(await recipeStats(recipe.id)).toEqual({ avg: 4.33, count: 3 });
  });

  it('stores SQL and HTML meta-characters as plain text', async () => {
    const recipe = await newRecipe();
    const comment = `<script>alert('x')</script> '); DROP TABLE reviews; -- "quoted" & more`;
    expect((await postReview(recipe.id, { rating: 3, comment }, await createUser(ctx.db))).statusCode).toBe(201);
    const list = await ctx.app.inject({
      url: `/api/reviews-by-pagination/${recipe.id}`,
    });
    expect(list.json().data.data[0].comment).toBe(comment);
  });

  const RATING_MESSAGE = 'Please add a rating before submitting your review.';
  it.each([
    ['missing', { comment: 'Nice' }],
    ['zero', { rating: 0, comment: 'Nice' }],
    ['six', { rating: 6, comment: 'Nice' }],
    ['not whole', { rating: 2.5, comment: 'Nice' }],
    ['not a number', { rating: 'five', comment: 'Nice' }],
    ['an object', { rating: { $gt: 0 }, comment: 'Nice' }],
  ])('answers 422 when the rating is %s', async (_case, payload) => {
    const recipe = await newRecipe();
    const response = await postReview(recipe.id, payload, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: RATING_MESSAGE,
      errors: { rating: [RATING_MESSAGE] },
    });
  });

  it.each([
    ['missing', { rating: 4 }],
    ['blank', { rating: 4, comment: '   ' }],
  ])("answers 422 'Review is required' when the comment is %s", async (_case, payload) => {
    const recipe = await newRecipe();
    const response = await postReview(recipe.id, payload, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      comment: ['Review is required'],
    });
  });

  it('answers 422 for a comment over 2000 characters and accepts exactly 2000', async () => {
    const recipe = await newRecipe();
    const tooLong = await postReview(recipe.id, { rating: 4, comment: 'a'.repeat(2001) }, owner);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.comment).toHaveLength(1);
    expect((await postReview(recipe.id, { rating: 4, comment: 'a'.repeat(2000) }, owner)).statusCode).toBe(201);
  });

  it('answers 422 for a comment of the wrong type and 400 for malformed JSON', async () => {
    const recipe = await newRecipe();
    expect((await postReview(recipe.id, { rating: 4, comment: ['a'] }, owner)).statusCode).toBe(422);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `/api/review/${recipe.id}`,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
      },
      payload: '{"rating": 4,',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for an unknown recipe', async () => {
    const response = await postReview(999999, { rating: 4, comment: 'Nice' }, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Recipe not found');
  });
});

describe('GET /api/reviews-by-pagination/{id}', () => {
  let recipeId: number;
  const reviewers: TestUser[] = [];

  beforeAll(async () => {
    recipeId = (await newRecipe()).id;
    for (let index = 1; index <= 7; index += 1) {
      const reviewer = await createUser(ctx.db, { name: `Reviewer ${index}` });
      reviewers.push(reviewer);
      await postReview(recipeId, { rating: (index % 5) + 1, comment: `Comment ${index}` }, reviewer);
    }
  }, 60_000);

  it('answers the first 5 reviews, newest first, in the paginator shape, without a token', async () => {
    const response = await ctx.app.inject({
      url: `/api/reviews-by-pagination/${recipeId}`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      current_page: 1,
      per_page: 5,
      total: 7,
      last_page: 2,
      from: 1,
      to: 5,
    });
    expect(page.data.map((review: { comment: string }) => review.comment)).toEqual([
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
    ]);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      rating: 3,
      comment: 'Comment 7',
      created_date: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      user: { id: reviewers[6].id, name: 'Reviewer 7', avatar: null },
      avatar: { avatar: null },
      is_mine: false,
    });
    expect(page.links.map((link: { label: string }) => link.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      'Next &raquo;',
    ]);
    const origin = ctx.app.config.publicUrl;
    // Laravel's urls: absolute, `page` first, per_page only when the request carried it.
    expect(page.next_page_url).toBe(`${origin}/api/reviews-by-pagination/${recipeId}?page=2`);
    expect(page.path).toBe(`${origin}/api/reviews-by-pagination/${recipeId}`);
  });

  it('writes page links the original client can read with url.split("=")[1]', async () => {
    const page = (await ctx.app.inject({ url: `/api/reviews-by-pagination/${recipeId}` })).json().data;
    // The original client's own expression: the page it asks for next is what follows the first "=".
    const pages = page.links
      .filter((link: { url: string | null }) => link.url)
      .map((link: { url: string }) => link.url.split('=')[1]);
    expect(pages).toEqual(['1', '2', '2']);
    const second = (await ctx.app.inject({ url: `/api/reviews-by-pagination/${recipeId}?page=${pages[1]}` })).json()
      .data;
    expect(second.current_page).toBe(2);
    expect(second.data.map((review: { comment: string }) => review.comment)).toEqual(['Comment 2', 'Comment 1']);
    const carried = (await ctx.app.inject({ url: `/api/reviews-by-pagination/${recipeId}?per_page=3` })).json().data;
    expect(carried.next_page_url).toBe(
      `${ctx.app.config.publicUrl}/api/reviews-by-pagination/${recipeId}?page=2&per_page=3`,
    );
  });

  it("gives each review's user the reviewer's avatar", async () => {
    await ctx.db.update(users).set({ avatar: 'uploads/avatars/r7.webp' }).where(eq(users.id, reviewers[6].id));
    const page = (await ctx.app.inject({ url: `/api/reviews-by-pagination/${recipeId}` })).json().data;
    expect(page.data[0].user.avatar).toBe('uploads/avatars/r7.webp');
    expect(page.data[0].avatar).toEqual({ avatar: 'uploads/avatars/r7.webp' });
    await ctx.db.update(users).set({ avatar: null }).where(eq(users.id, reviewers[6].id));
  });

  it('answers the second page and honours per_page', async () => {
    const second = (
      await ctx.app.inject({
        url: `/api/reviews-by-pagination/${recipeId}?page=2`,
      })
    ).json().data;
    expect(second.data.map((review: { comment: string }) => review.comment)).toEqual(['Comment 2', 'Comment 1']);
    const wide = (
      await ctx.app.inject({
        url: `/api/reviews-by-pagination/${recipeId}?per_page=10`,
      })
    ).json().data;
    expect(wide.data).toHaveLength(7);
    expect(wide.last_page).toBe(1);
  });

  it("puts a signed-in reader's own review first on page 1, marked is_mine, and on no other page", async () => {
    const asReviewer = (user: TestUser, query = '') =>
      ctx.app.inject({
        url: `/api/reviews-by-pagination/${recipeId}${query}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
    // Reviewer 2's review is the second oldest: page 2 for everyone else.
    const first = (await asReviewer(reviewers[1])).json().data;
    expect(first.total).toBe(7);
    expect(first.data.map((review: { comment: string }) => review.comment)).toEqual([
      'Comment 2',
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
    ]);
    expect(first.data.map((review: { is_mine: boolean }) => review.is_mine)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const second = (await asReviewer(reviewers[1], '?page=2')).json().data;
    expect(second.data.map((review: { comment: string }) => review.comment)).toEqual(['Comment 3', 'Comment 1']);
    expect(second.data.some((review: { is_mine: boolean }) => review.is_mine)).toBe(false);
    // A reader who has not reviewed sees the usual order, nothing marked.
    const stranger = await createUser(ctx.db);
    const theirs = (await asReviewer(stranger)).json().data;
    expect(theirs.data[0].comment).toBe('Comment 7');
    expect(theirs.data.every((review: { is_mine: boolean }) => review.is_mine === false)).toBe(true);
  });

  it('answers an empty page for a recipe without reviews', async () => {
    const recipe = await newRecipe();
    const page = (await ctx.app.inject({ url: `/api/reviews-by-pagination/${recipe.id}` })).json().data;
    expect(page).toMatchObject({ data: [], total: 0, from: null, to: null });
  });

  it('answers 404 for an unknown recipe and 422 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      url: '/api/reviews-by-pagination/999999',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/reviews-by-pagination/abc' })).statusCode).toBe(422);
  });
});
