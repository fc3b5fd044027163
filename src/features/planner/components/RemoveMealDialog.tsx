import type { PlannedMeal } from '@/api/mealPlans';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { dayLabel } from '@/lib/weekdays';
import { Actions, Lead } from '@/entities/meal-plan';

export interface RemoveMealDialogProps {
  meal: PlannedMeal;
  /** Where the meal sits, e.g. "Tuesday dinner". */
  cellLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Removes the meal: its leftovers with it, or kept as meals cooked fresh. */
  onRemove: (leftovers: 'remove' | 'keep') => void;
}

/** 'Monday', 'Monday and Tuesday', 'Monday, Tuesday and Wednesday'. */
const daysOf = (meal: PlannedMeal) => {
  const days = [...new Set(meal.leftovers.map(({ day }) => dayLabel(day)))];
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}` : (days[0] ?? '');
};

/**
 * Removing a meal with leftovers (issue 38): the only removal that asks, since the leftovers'
 * meals depend on it. Any other meal is removed at once, with Undo.
 */
export function RemoveMealDialog({ meal, cellLabel, pending, onClose, onRemove }: RemoveMealDialogProps) {
  const days = daysOf(meal);
  const several = meal.leftovers.length > 1;
  return (
    <Dialog open title="Remove this meal?" onClose={onClose}>
      <Lead>
        <strong>{meal.name}</strong> will be taken off {cellLabel}. {several ? 'Its leftovers are' : 'Its leftover is'}{' '}
        planned for {days}.
      </Lead>
      <Actions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => onRemove('keep')}>
          {several ? 'Keep those meals (cook them fresh)' : `Keep ${days}’s meal (cook it fresh)`}
        </Button>
        <Button variant="danger" pending={pending} onClick={() => onRemove('remove')}>
          {several ? `Also remove the leftovers on ${days}` : `Also remove the leftover on ${days}`}
        </Button>
      </Actions>
    </Dialog>
  );
}
