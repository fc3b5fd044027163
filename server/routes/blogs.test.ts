import { blogs } from '../db/schema';
import { sanitiseHtml } from '../services/html';
import { formatCreatedDate, timeAgo } from '../services/timeAgo';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  const base = {
    image: 'uploads/blogs/a.webp',
    categoryName: 'Tips',
    authorName: 'Maya',
    authorImage: 'uploads/a.webp',
  };
  await ctx.db.insert(blogs).values([
    {
      ...base,
      slug: 'older-post',
      title: 'Older',
      description: '<p>Plain</p>',
      createdAt: new Date(Date.now() - 10 * DAY),
    },
    {
      ...base,
      slug: 'batch-cooking',
      title: 'Batch cooking',
      description:
        '<h2 onmouseover="x()">Plan</h2><script>document.cookie</script><img src="https://cdn.test/a.png" onerror="x()">',
      createdAt: new Date(Date.now() - 3 * DAY),
    },
  ]);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/blogs', () => {
  it('answers the blogs newest first with relative and calendar dates', async () => {
    const response = await ctx.app.inject({ url: '/api/blogs' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.map((blog: { slug: string }) => blog.slug)).toEqual(['batch-cooking', 'older-post']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      slug: 'batch-cooking',
      title: 'Batch cooking',
      description: '<h2>Plan</h2><img src="https://cdn.test/a.png" />',
      image: 'uploads/blogs/a.webp',
      category: { category_name: 'Tips' },
      time_ago: '3 days ago',
      created_date: formatCreatedDate(new Date(Date.now() - 3 * DAY)),
      author_name: 'Maya',
      author_image: 'uploads/a.webp',
    });
    expect(data[1].time_ago).toBe('1 week ago');
  });
});

describe('GET /api/blog/{slug}', () => {
  it('answers one blog by slug', async () => {
    const response = await ctx.app.inject({ url: '/api/blog/batch-cooking' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.title).toBe('Batch cooking');
  });

  it('accepts the numeric id too', async () => {
    const list = (await ctx.app.inject({ url: '/api/blogs' })).json().data;
    const response = await ctx.app.inject({ url: `/api/blog/${list[1].id}` });
    expect(response.json().data.slug).toBe('older-post');
  });

  it("answers 404 'Blog not found' for an unknown slug or id", async () => {
    for (const url of ['/api/blog/nope', '/api/blog/99999', "/api/blog/x'%20or%201=1--"]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Blog not found',
        request_id: expect.any(String),
      });
    }
  });
});

describe('sanitiseHtml', () => {
  it('strips <script> with its content and every on* attribute', () => {
    expect(sanitiseHtml('<p onclick="a()" onload="b()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });

  it('drops javascript: links and unknown tags but keeps allowed markup', () => {
    expect(
      sanitiseHtml('<a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><em>ok</em>'),
    ).toBe('<a>x</a><em>ok</em>');
  });

  it('makes new-tab links safe for the opener', () => {
    expect(sanitiseHtml('<a href="https://forkcast.app" target="_blank">go</a>')).toBe(
      '<a href="https://forkcast.app" target="_blank" rel="noopener noreferrer">go</a>',
    );
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    [0, '1 second ago'],
    [45 * 1000, '45 seconds ago'],
    [60 * 1000, '1 minute ago'],
    [5 * 3600 * 1000, '5 hours ago'],
    [3 * DAY, '3 days ago'],
    [14 * DAY, '2 weeks ago'],
    [65 * DAY, '2 months ago'],
    [400 * DAY, '1 year ago'],
  ])('%i ms before now reads %s', (ms, text) => {
    expect(timeAgo(new Date(now.getTime() - ms), now)).toBe(text);
  });

  it('formats the created date like Nov 21, 2026', () => {
    expect(formatCreatedDate(now)).toBe('Nov 21, 2026');
  });
});
