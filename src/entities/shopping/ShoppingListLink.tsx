import { Link } from 'react-router';
import styled from 'styled-components';
import { PAGES } from '@contract/pages';

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** From a planned week to what it needs bought (the planner pages). */
export function ShoppingListLink({ className }: { className?: string }) {
  return (
    <Pill to={PAGES.shoppingList.path} className={className}>
      Shopping list for this week
    </Pill>
  );
}
