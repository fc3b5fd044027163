import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { Carousel } from '../Carousel';

// jsdom has no matchMedia, which keen-slider reads for its breakpoints.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
});

const renderCarousel = () =>
  render(
    <ThemeProvider theme={theme}>
      <Carousel
        title="Recipe Blogs & Tips"
        breakpoints={[
          { minWidth: 0, perView: 1 },
          { minWidth: 640, perView: 2 },
        ]}
      >
        {['One', 'Two', 'Three', 'Four'].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </Carousel>
    </ThemeProvider>,
  );

test('slides are labelled groups and stay reachable links', () => {
  renderCarousel();
  expect(screen.getByRole('region', { name: 'Recipe Blogs & Tips' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Recipe Blogs & Tips' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '1 of 4' })).toContainElement(screen.getByRole('link', { name: 'One' }));
});

test('next and previous buttons move the carousel, looping past either end', async () => {
  renderCarousel();
  const status = screen.getByText(/Slide \d of 4/);
  expect(status).toHaveTextContent('Slide 1 of 4');
  await userEvent.click(screen.getByRole('button', { name: 'Next: Recipe Blogs & Tips' }));
  await waitFor(() => expect(status).toHaveTextContent('Slide 2 of 4'));
  await userEvent.click(screen.getByRole('button', { name: 'Previous: Recipe Blogs & Tips' }));
  await waitFor(() => expect(status).toHaveTextContent('Slide 1 of 4'));
  await userEvent.click(screen.getByRole('button', { name: 'Previous: Recipe Blogs & Tips' }));
  await waitFor(() => expect(status).toHaveTextContent('Slide 4 of 4'));
});

test('arrow keys on the track move it', async () => {
  renderCarousel();
  screen.getByRole('group', { name: /Recipe Blogs & Tips slides/ }).focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(screen.getByText(/Slide \d of 4/)).toHaveTextContent('Slide 2 of 4'));
});

test("each slide keeps room for its card's shadow, and the track reaches that far past the column", () => {
  renderCarousel();
  const slide = screen.getByRole('group', { name: '1 of 4' });
  const track = screen.getByRole('group', { name: /Recipe Blogs & Tips slides/ });
  expect(getComputedStyle(slide).paddingLeft).toBe('14px');
  expect(getComputedStyle(slide).paddingRight).toBe('14px');
  expect(getComputedStyle(slide).paddingBottom).toBe('18px');
  expect(getComputedStyle(track).marginLeft).toBe('-14px');
  expect(getComputedStyle(track).marginRight).toBe('-14px');
  expect(getComputedStyle(track).width).toBe('calc(100% + 28px)');
});
