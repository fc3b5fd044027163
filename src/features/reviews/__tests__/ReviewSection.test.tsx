import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY, ERRORS, SUCCESS, VALIDATION } from '@contract/messages';
import type { ReviewDto } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { paginated } from '@/features/recipes/__fixtures__/dtos';
import { ToastHost } from '@/components/ToastHost';
import { ReviewSection } from '../ReviewSection';

let stub: FetchStub;
afterEach(() => stub.restore());

const review = (id: number, comment: string): ReviewDto => ({
  id,
  rating: 4,
  comment,
  created_date: 'Nov 1, 2026',
  user: { id: 2, name: 'Sam Okafor', avatar: null },
  avatar: { avatar: null },
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

test('a good review is sent, confirmed, the form resets and the list refetches', async () => {
  let reviews: ReviewDto[] = [];
  stub = stubFetch()
    .on('GET', '/api/users/data', user)
    .on('GET', '/api/reviews-by-pagination/7', () => ok(paginated(reviews, '/x')))
    .on('POST', '/api/review/7', () => {
      reviews = [review(9, 'Family favourite now')];
      return ok(null, SUCCESS.reviewAdded);
    });
  renderSection();
  await screen.findByText(EMPTY.reviews);
  const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
  await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
  await userEvent.type(screen.getByLabelText('Your review'), 'Family favourite now');
  await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText(SUCCESS.reviewAdded)).toBeInTheDocument();
  const post = stub.requests.find((request) => request.method === 'POST')!;
  expect(post.body).toEqual({ rating: 4, comment: 'Family favourite now' });
  expect(await screen.findByText('Family favourite now', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByLabelText('Your review')).toHaveValue('');
  expect(
    within(stars)
      .getAllByRole('radio')
      .every((radio) => radio.getAttribute('aria-checked') === 'false'),
  ).toBe(true);
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
