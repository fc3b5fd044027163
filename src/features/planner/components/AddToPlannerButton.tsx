import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { selectRecipeById } from '@/store/recipesSlice';
import { PlanMealButton } from '@/entities/meal-plan';
import { cardAction } from '@/entities/recipe';

const Trigger = styled(PlanMealButton)`
  ${cardAction}
  padding: 0.55rem 1rem;
  background: ${({ theme }) => theme.colors.primarySoft};
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

/** The recipe card's '+ Add to planner' on planner views (SPEC.md §2). */
export function AddToPlannerButton({ recipeId }: { recipeId: number }) {
  const recipeName = useAppSelector((state) => selectRecipeById(state, recipeId)?.name);
  return (
    <Trigger recipeId={recipeId} recipeName={recipeName}>
      + Add to planner
      {recipeName && <span className="visually-hidden">: {recipeName}</span>}
    </Trigger>
  );
}
