import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { pill } from '@/theme/layout';
import { useChosenServings } from './chosenServings';

const CookLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.6rem 1.4rem;
  ${pill}
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/**
 * Cook mode for this recipe, at the servings the page's stepper shows (none in the address at the
 * recipe's own: cook mode then uses the family's planned portions, if any). From the owner's own
 * recipe page it says `mine=1`, so cook mode asks for the owner's view (a private recipe has no
 * public one).
 */
export function StartCookingLink({ recipeId, children = 'Start cooking' }: { recipeId: number; children?: string }) {
  const servings = useChosenServings(recipeId);
  const mine = useLocation().pathname.startsWith('/my-recipe-details/');
  const query = new URLSearchParams();
  if (servings) query.set('servings', String(servings));
  if (mine) query.set('mine', '1');
  const search = query.toString();
  // Nothing to open on paper.
  return (
    <CookLink data-print="hide" to={search ? `/cook/${recipeId}?${search}` : `/cook/${recipeId}`}>
      {children}
    </CookLink>
  );
}
