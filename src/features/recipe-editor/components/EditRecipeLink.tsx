import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { Icon } from '@/components/Icon';
import { selectRecipeById } from '@/store/recipesSlice';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  width: 100%;
  min-height: 44px;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
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
