import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { isNavItemActive, NAV_ITEMS } from '../main/navLinks';

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 0.5rem 0.8rem;
    border-radius: ${({ theme }) => theme.radii.pill};
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
  }
`;

/** The site's main navigation in the dashboard's top bar (wide screens). */
export function SiteNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <List>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
