import styled from 'styled-components';
import { centred, pill, row } from '@/theme/layout';
import type { PlannedMeal } from '@/api/mealPlans';
import { useAppSelector } from '@/store/hooks';
import { selectAttendeeInitials } from '../attendeeInitials';
import { useShownWeek } from '../week/shownWeek';
import { eatingLabel } from '@/entities/meal-plan';

const Chips = styled.span`
  ${row({ wrap: 'wrap', gap: '0.25rem' })};
  min-width: 0;
`;

/** Round for one or two letters, a pill when initials need more to tell people apart. */
const Chip = styled.span`
  ${centred};
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 0.35rem;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  ${pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 1;
  white-space: nowrap;
`;

/**
 * Who eats a planned meal, as initials chips. One image to assistive technology, named in full
 * ("Eating: Mia, Sam (1½ portions)"); the same words show on hover.
 */
export function AttendeeChips({ meal }: { meal: Pick<PlannedMeal, 'attendees' | 'portions'> }) {
  const { start } = useShownWeek().shown;
  const initials = useAppSelector((state) => selectAttendeeInitials(state, start));
  if (meal.attendees.length === 0) return null;
  const label = eatingLabel(meal);
  return (
    <Chips role="img" aria-label={label} title={label}>
      {meal.attendees.map(({ memberId, name }) => (
        <Chip key={memberId}>{initials.get(memberId) ?? (name.trim().charAt(0).toUpperCase() || '?')}</Chip>
      ))}
    </Chips>
  );
}
