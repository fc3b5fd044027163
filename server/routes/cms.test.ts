import { CMS_KEYS } from '../../contract/constants';
import { cmsBlocks } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.db.insert(cmsBlocks).values([
    {
      key: 'home-banner',
      content: {
        title: 'Cook <b>together</b>',
        btn_text: 'Explore',
        image_one: 'uploads/a.webp',
      },
    },
    {
      key: 'testimonial',
      content: [
        { name: 'Ana', rating: 5, description: "It's great" },
        { name: 'Ben', rating: 4 },
      ],
    },
  ]);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/cms/{key}', () => {
  it('answers a key stored as one block as a list of that one block', async () => {
    const response = await ctx.app.inject({ url: '/api/cms/home-banner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '',
      data: [{ title: 'Cook <b>together</b>', btn_text: 'Explore', image_one: 'uploads/a.webp' }],
    });
  });

  it('answers a stored list block in its order', async () => {
    const response = await ctx.app.inject({ url: '/api/cms/testimonial' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { name: string }) => item.name)).toEqual(['Ana', 'Ben']);
  });

  it('answers 404 for a key that is not one of the seven', async () => {
    const response = await ctx.app.inject({ url: '/api/cms/admin-secrets' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Content not found',
      request_id: expect.any(String),
    });
  });

  it('answers 404 for a known key with no content yet', async () => {
    expect(CMS_KEYS).toContain('meal-planner-card');
    const response = await ctx.app.inject({
      url: '/api/cms/meal-planner-card',
    });
    expect(response.statusCode).toBe(404);
  });

  it('never answers 500 for odd keys', async () => {
    const response = await ctx.app.inject({
      url: "/api/cms/'%3B%20drop%20table%20cms_blocks%3B--",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/cms/{key} for clients of the original API', () => {
  it.each(CMS_KEYS)('answers %s so that a client of the original API can do data?.map(…)', async (key) => {
    await ctx.db
      .insert(cmsBlocks)
      .values({ key, content: { title: `About ${key}`, btn_text: 'Go', image: 'uploads/b.webp' } })
      .onConflictDoNothing();
    const { data } = (await ctx.app.inject({ url: `/api/cms/${key}` })).json();
    // The original client's own expression, on every key.
    const titles = data?.map(({ title, btn_text }: { title?: string; btn_text?: string }) => `${title}|${btn_text}`);
    expect(Array.isArray(titles)).toBe(true);
    expect(titles.length).toBeGreaterThan(0);
  });
});
