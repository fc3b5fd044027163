import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY, ERRORS, SUCCESS, VALIDATION } from '@contract/messages';
import type { ReviewDto } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { paginated } from '@/entities/recipe/__fixtures__/dtos';
import { ToastHost } from '@/store/ToastHost';
import { ReviewSection } from '../ReviewSection';

let stub: FetchStub;
afterEach(() => stub.restore());

const review = (id: number, comment: string, mine = false): ReviewDto => ({
  id,
  rating: 4,
  comment,
  created_date: 'Nov 1, 2026',
  user: mine ? { id: 1, name: 'Ada Lovelace', avatar: null } : { id: 2, name: 'Sam Okafor', avatar: null },
  avatar: { avatar: null },
  is_mine: mine,
});

const signedIn = { auth: { token: 'tok', loading: false, signedOutByChoice: false } };
const user = ok({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', avatar: null });

function renderSection(options: { signedIn?: boolean; recipeId?: number } = {}) {
  return renderWithProviders(
    <>
      <ReviewSection recipeId={options.recipeId ?? 7} />
      <ToastHost />
    </>,
    {
      preloadedState: options.signedIn === false ? undefined : signedIn,
      routes: [
        {
          path: '/auth/login',
          element: (
            <>
              <h1>Login page</h1>
              <ToastHost />
            </>
          ),
        },
      ],
    },
  );
}

test('three placeholders while loading, then the list with numbered pages', async () => {
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', ({ url }) =>
      url.searchParams.get('page') === '2'
        ? ok(paginated([review(3, 'Second page review')], '/api/reviews-by-pagination/7', 2, 2))
        : ok(paginated([review(1, 'Lovely and quick')], '/api/reviews-by-pagination/7', 1, 2)),
    );
  renderSection();
  expect(screen.getAllByTestId('review-placeholder')).toHaveLength(3);
  expect(await screen.findByText('Lovely and quick')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Second page review')).toBeInTheDocument();
  // The reader is taken to the top of the new page, for keyboards and screen readers too.
  await waitFor(() => expect(screen.getByRole('list', { name: /^Reviews, page 2 of 2$/ })).toHaveFocus());
});

test("an empty list says 'No reviews found yet'", async () => {
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', ok(paginated([], '/x')));
  renderSection();
  expect(await screen.findByText(EMPTY.reviews)).toBeInTheDocument();
});

test('name and email come read-only from the session; rating 0 and an empty comment are refused', async () => {
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', ok(paginated([], '/x')));
  renderSection();
  expect(await screen.findByDisplayValue('Ada Lovelace')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Your review')).toHaveAttribute('rows', '5');
  await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText(VALIDATION.ratingRequired)).toBeInTheDocument();
  expect(screen.getByText(VALIDATION.reviewRequired)).toBeInTheDocument();
  expect(stub.requests.some((request) => request.method === 'POST')).toBe(false);
});

test('a first review is sent and confirmed; the list refetches with it first, marked, and the form offers an update', async () => {
  let reviews: ReviewDto[] = [review(3, 'Someone else liked it')];
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', () => ok(paginated(reviews, '/x')))
    .on('POST', '/api/review/7', () => {
      reviews = [review(9, 'Family favourite now', true), ...reviews];
      return { ...ok(null, SUCCESS.reviewAdded), status: 201 };
    });
  renderSection();
  await screen.findByText('Someone else liked it');
  expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
  expect(screen.queryByText('Your review', { selector: 'span' })).not.toBeInTheDocument();
  const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
  await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
  await userEvent.type(screen.getByLabelText('Your review'), 'Family favourite now');
  await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText(SUCCESS.reviewAdded)).toBeInTheDocument();
  const post = stub.requests.find((request) => request.method === 'POST')!;
  expect(post.body).toEqual({ rating: 4, comment: 'Family favourite now' });
  expect(await screen.findByText('Family favourite now', { selector: 'p' })).toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: /^Reviews, page 1/ })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent('Family favourite now');
  expect(within(cards[0]).getByText('Your review')).toBeInTheDocument();
  expect(within(cards[1]).queryByText('Your review')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Update your review' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update your review' })).toBeInTheDocument();
  // The form holds what was saved, ready to change.
  expect(screen.getByLabelText('Your review')).toHaveValue('Family favourite now');
  expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
});

test("a reader who has reviewed sees theirs first and marked, the form prefilled, and an update says 'Review updated Successfully'", async () => {
  let mine = { ...review(5, 'Good but salty', true), rating: 3 };
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', () => ok(paginated([mine, review(2, 'Loved it')], '/x')))
    .on('POST', '/api/review/7', ({ body }) => {
      const sent = body as { rating: number; comment: string };
      mine = { ...mine, rating: sent.rating, comment: sent.comment };
      return ok(null, SUCCESS.reviewUpdated);
    });
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Update your review' })).toBeInTheDocument();
  const first = within(await screen.findByRole('list', { name: /^Reviews, page 1/ })).getAllByRole('listitem')[0];
  expect(first).toHaveTextContent('Good but salty');
  expect(within(first).getByText('Your review')).toBeInTheDocument();
  const comment = await screen.findByDisplayValue('Good but salty');
  expect(comment).toBe(screen.getByLabelText('Your review'));
  const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
  expect(within(stars).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');

  await userEvent.click(within(stars).getByRole('radio', { name: '5 stars' }));
  await userEvent.clear(comment);
  await userEvent.type(comment, 'Perfect with less salt');
  await userEvent.click(screen.getByRole('button', { name: 'Update your review' }));
  expect(await screen.findByText(SUCCESS.reviewUpdated)).toBeInTheDocument();
  expect(screen.queryByText(SUCCESS.reviewAdded)).not.toBeInTheDocument();
  expect(stub.requests.find((request) => request.method === 'POST')!.body).toEqual({
    rating: 5,
    comment: 'Perfect with less salt',
  });
  expect(await screen.findByText('Perfect with less salt', { selector: 'p' })).toBeInTheDocument();
  expect(screen.queryByText('Good but salty', { selector: 'p' })).not.toBeInTheDocument();
  expect(screen.getAllByText('Your review', { selector: 'span' })).toHaveLength(1);
  expect(screen.getByLabelText('Your review')).toHaveValue('Perfect with less salt');
});

test('a signed-out reader sees no review marked as theirs and the form to write one', async () => {
  stub = stubFetch().on('GET', '/api/reviews-by-pagination/7', ok(paginated([review(2, 'Loved it')], '/x')));
  renderSection({ signedIn: false });
  await screen.findByText('Loved it');
  expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
  expect(screen.queryByText('Your review', { selector: 'span' })).not.toBeInTheDocument();
});

test("the server's refusal is shown", async () => {
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', ok(paginated([], '/x')))
    .on('POST', '/api/review/7', fail(422, 'You already reviewed this recipe'));
  renderSection();
  await screen.findByText(EMPTY.reviews);
  await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
  await userEvent.type(screen.getByLabelText('Your review'), 'Again');
  await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText('You already reviewed this recipe')).toBeInTheDocument();
  expect(screen.getByLabelText('Your review')).toHaveValue('Again');
});

test("logged out: 'Please login first' and /auth/login", async () => {
  stub = stubFetch().on('GET', '/api/reviews-by-pagination/7', ok(paginated([], '/x')));
  renderSection({ signedIn: false });
  await screen.findByText(EMPTY.reviews);
  await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument());
  expect(await screen.findByText(ERRORS.loginFirst)).toBeInTheDocument();
});
