import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import { currentNavItem, NAV_ITEMS } from '../main/navLinks';

const List = styled.ul`
  ${row({ gap: '0.25rem' })};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 0.5rem 0.8rem;
    ${pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    background: ${({ theme }) => theme.colors.primarySoft};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.3em;
  }
`;

/**
 * The site's main navigation in the dashboard's top bar (wide screens). A plain Link with our
 * own aria-current: NavLink would drop it wherever its own match disagrees (issue 15: every
 * dashboard page is "Dashboard").
 */
export function SiteNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const current = currentNavItem(NAV_ITEMS, pathname);
  return (
    <nav aria-label="Main" className={className}>
      <List>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={item === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
