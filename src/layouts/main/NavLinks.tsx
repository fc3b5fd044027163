import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { currentNavItem, NAV_ITEMS } from './navLinks';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ $vertical }) => ($vertical ? '0.25rem' : '0.25rem')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)<{ $active: boolean; $vertical: boolean }>`
  display: block;
  padding: ${({ $vertical }) => ($vertical ? '0.85rem 1rem' : '0.5rem 0.6rem')};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  font-size: ${({ $vertical }) => ($vertical ? '1.05rem' : '0.95rem')};
  white-space: nowrap;
  text-decoration: none;
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryDark : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* The current page is underlined too, not told by colour alone. */
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.3em;
  }
`;

/** The SPEC.md §2 links, in the bar (row) or the side menu (column). */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = currentNavItem(NAV_ITEMS, pathname);
  return (
    <List $vertical={vertical}>
      {NAV_ITEMS.map((item) => {
        const active = item === current;
        return (
          <li key={item.to}>
            <Item
              to={item.to}
              $active={active}
              $vertical={vertical}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Item>
          </li>
        );
      })}
    </List>
  );
}
