import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { Icon } from '@/components/Icon';
import { selectRecipeById } from '@/store/recipesSlice';
import { cardAction } from '@/entities/recipe';

const StyledLink = styled(Link)`
  ${cardAction}
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The Edit action under each of the user's own recipe cards. */
export function EditRecipeLink({ recipeId }: { recipeId: number }) {
  const name = useAppSelector((state) => selectRecipeById(state, recipeId)?.name ?? 'recipe');
  return (
    <StyledLink to={`/dashboard/edit-recipe/${recipeId}`} aria-label={`Edit ${name}`}>
      <Icon name="edit" /> Edit
    </StyledLink>
  );
}
