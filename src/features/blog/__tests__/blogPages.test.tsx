import { screen } from '@testing-library/react';
import type { BlogDto } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import BlogDetailsPage from '../BlogDetailsPage';
import BlogListPage from '../BlogListPage';

let stub: FetchStub;
afterEach(() => stub.restore());

const blog: BlogDto = {
  id: 1,
  slug: 'meal-prep',
  title: 'Sunday Meal Prep in 90 Minutes',
  description:
    '<p>My house used to start with the same question at half past five: what is for dinner tonight, and who is cooking it?</p><img src=x onerror="alert(1)">',
  image: 'uploads/blogs/b1-640.webp',
  category: { category_name: 'Meal Prep' },
  time_ago: '2 days ago',
  created_date: 'Nov 19, 2026',
  author_name: 'Maya Fernandes',
  author_image: 'uploads/avatars/a1-640.webp',
};

test('the blog grid: loading, then cards with an 80-character excerpt linking to the post', async () => {
  stub = stubFetch().on('GET', '/api/blogs', ok([blog]));
  renderWithProviders(<BlogListPage />);
  expect(screen.getByLabelText('Loading blogs')).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: blog.title });
  expect(link).toHaveAttribute('href', '/blog/meal-prep');
  expect(screen.getByText('Meal Prep')).toBeInTheDocument();
  expect(screen.getByText('2 days ago')).toBeInTheDocument();
  expect(screen.getByText('Maya Fernandes')).toBeInTheDocument();
  const excerpt = screen.getByText(/^My house used to start/);
  expect(excerpt.textContent!.replace('…', '').length).toBeLessThanOrEqual(80);
  expect(excerpt.textContent).toMatch(/…$/);
  expect(document.title).toBe('Recipe Blogs & Tips · Forkcast');
});

test('the blog grid: empty and failed states', async () => {
  stub = stubFetch().on('GET', '/api/blogs', ok([]));
  const { unmount } = renderWithProviders(<BlogListPage />);
  expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
  unmount();
});

test('a blog post renders its sanitised HTML, then the subscribe block', async () => {
  stub = stubFetch().on('GET', '/api/blog/meal-prep', ok(blog));
  renderWithProviders(<BlogDetailsPage />, { route: '/blog/meal-prep', path: '/blog/:slug' });
  expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
  expect(screen.getByText(/what is for dinner tonight/)).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});

test('an unknown blog post is a friendly state', async () => {
  stub = stubFetch().on('GET', '/api/blog/nope', fail(404, 'Blog not found'));
  renderWithProviders(<BlogDetailsPage />, { route: '/blog/nope', path: '/blog/:slug' });
  expect(await screen.findByText('This blog post could not be found.')).toBeInTheDocument();
});
