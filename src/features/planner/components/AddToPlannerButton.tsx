import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { selectRecipeById } from '@/store/recipesSlice';
import { PlanMealButton } from '@/entities/meal-plan';

const Trigger = styled(PlanMealButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 1rem;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
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
