import { Link, useLocation } from 'react-router';
import { currentNavItem } from '../main/navLinks';
import styled from 'styled-components';
import { DASHBOARD_MENU } from './menuItems';

const List = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  min-height: 48px;
  padding: 0.6rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  svg {
    width: 22px;
    height: 22px;
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  /* The current entry: a bar at its edge besides the colour (issue 15). */
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

/** The dashboard's own entries; `onNavigate` lets the slide-in menu close on a choice. */
export function DashboardMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = currentNavItem(DASHBOARD_MENU, pathname);
  return (
    <List>
      {DASHBOARD_MENU.map((item) => (
        <li key={item.to}>
          <Entry to={item.to} onClick={onNavigate} aria-current={item === current ? 'page' : undefined}>
            {item.icon}
            {item.label}
          </Entry>
        </li>
      ))}
    </List>
  );
}
