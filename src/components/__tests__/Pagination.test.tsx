import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { pageOfLink } from '@/api/mappers';
import { theme } from '@/theme/theme';
import { Pagination } from '../Pagination';

const links = [
  { url: null, label: '&laquo; Previous', active: false },
  { url: 'http://x/api/reviews?page=1', label: '1', active: true },
  { url: 'http://x/api/reviews?page=2', label: '2', active: false },
  { url: 'http://x/api/reviews?page=2', label: 'Next &raquo;', active: false },
];

function renderPagination(onPage = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <Pagination links={links} onPage={onPage} pageOf={pageOfLink} />
    </ThemeProvider>,
  );
  return onPage;
}

test('a link without url is disabled and the current page is marked', () => {
  renderPagination();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // Shown as "Next »", the arrow to the eye only, announced "Next page".
  const next = screen.getByRole('button', { name: 'Next page' });
  expect(next.querySelector('[aria-hidden="true"]')).toHaveTextContent('»');
  expect(next.querySelector('.visually-hidden')).toHaveTextContent('page');
  expect(next).toHaveTextContent(/^Next page »$/);
});

test('choosing a link sets the page from its url', async () => {
  const onPage = renderPagination();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPage.mock.calls).toEqual([[2], [2]]);
});

test('a single page shows no pagination', () => {
  render(
    <ThemeProvider theme={theme}>
      <Pagination
        links={links.slice(0, 3).map((link, index) => (index === 2 ? { ...link, label: 'Next', url: null } : link))}
        onPage={jest.fn()}
        pageOf={pageOfLink}
      />
    </ThemeProvider>,
  );
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
