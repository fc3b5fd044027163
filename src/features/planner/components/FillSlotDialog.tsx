import { FILL_SLOT } from '@contract/messages';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/api/baseApi';
import { useAddMealPlanMutation, useGetMealSuggestionsQuery } from '@/api/mealPlans';
import type { Recipe } from '@/api/models';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import { mediaSrcSet, mediaUrl } from '@/lib/host';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import type { PlannerCell } from '../plannerModeSlice';
import { useShownWeek } from '../week/shownWeek';
import { Lead } from '@/entities/meal-plan';
import { DialogList, DialogListEmpty, DialogListItem } from './dialogList';

/** Image beside the name and note; the button goes under them when the dialog is narrow. */
const Suggestion = styled(DialogListItem)`
  padding: 0.5rem;
`;

const Thumb = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Text = styled.div`
  flex: 1 1 8rem;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  line-height: 1.3;
`;

const Note = styled.p`
  margin: 0.15rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

export interface FillSlotDialogProps {
  cell: PlannerCell;
  /** Where the meal goes, e.g. "Tuesday dinner". */
  cellLabel: string;
  onClose: () => void;
  /** Called after the server confirmed the meal. */
  onPlanned: () => void;
}

/** "Fill this slot": recipes that suit everyone eating, each one tap from the slot. */
export function FillSlotDialog({ cell, cellLabel, onClose, onPlanned }: FillSlotDialogProps) {
  const dispatch = useAppDispatch();
  const { start: week } = useShownWeek().shown;
  const suggestions = useGetMealSuggestionsQuery({ categoryId: cell.categoryId, day: cell.day, week });
  const [addMealPlan] = useAddMealPlanMutation();
  const [planning, setPlanning] = useState<number>();

  const plan = async (recipe: Recipe) => {
    setPlanning(recipe.id);
    try {
      const { message } = await addMealPlan({
        recipeId: recipe.id,
        day: cell.day,
        category_id: cell.categoryId,
        week,
      }).unwrap();
      dispatch(showSuccess(message, 'fill-slot'));
      onClose();
      onPlanned();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'fill-slot'));
      setPlanning(undefined);
    }
  };

  const recipes = suggestions.data?.recipes;
  const reasons = suggestions.data?.reasons ?? [];
  const failed = !recipes && suggestions.isError && !suggestions.isFetching;
  return (
    <Dialog open title={FILL_SLOT.title} onClose={onClose}>
      <Lead>{FILL_SLOT.lead(cellLabel)}</Lead>
      {failed ? (
        <LoadProblem message={FILL_SLOT.loadFailed} onRetry={() => suggestions.refetch()} />
      ) : !recipes ? (
        <LoadingLines label="Loading suggestions" widths={[80, 65, 72]} />
      ) : recipes.length === 0 ? (
        <DialogListEmpty>{FILL_SLOT.none}</DialogListEmpty>
      ) : (
        <DialogList aria-label={`Suggestions for ${cellLabel}`}>
          {recipes.map((recipe, index) => (
            <Suggestion key={recipe.id}>
              <Thumb
                src={mediaUrl(recipe.image) || undefined}
                srcSet={mediaSrcSet(recipe.image) || undefined}
                sizes="64px"
                width={64}
                height={64}
                loading="lazy"
                alt={recipe.name}
              />
              <Text>
                <Name>{recipe.name}</Name>
                {/* Why it fits, as the server checked it (issue 38); the older answer's one line otherwise. */}
                <Note>{reasons[index] || FILL_SLOT.suitsEveryone}</Note>
              </Text>
              <Button
                variant="secondary"
                pending={planning === recipe.id}
                disabled={planning !== undefined}
                aria-label={`Plan this: ${recipe.name}`}
                onClick={() => plan(recipe)}
              >
                Plan this
              </Button>
            </Suggestion>
          ))}
        </DialogList>
      )}
    </Dialog>
  );
}
