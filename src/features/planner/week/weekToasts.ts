import { useLocation, useNavigate } from 'react-router';
import type { IsoDate } from '@contract/weeks';
import type { WeekCopied } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { showWithAction } from '@/store/toastActions';
import { showSuccess } from '@/store/toastsSlice';
import { plannerSearch, useShownWeek } from './shownWeek';

/**
 * A copy's or a template's answer as a toast: the server's message, and 'See it' when the meals
 * went to a week other than the one shown (the planner then shows that week).
 */
export function useWeekChangedToast() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { shown } = useShownWeek();
  return (answer: WeekCopied, fallbackMessage: string) => {
    const target: IsoDate = answer.week.start;
    const message = answer.message || fallbackMessage;
    if (!target || target === shown.start) {
      dispatch(showSuccess(message, 'week-copy'));
      return;
    }
    dispatch(
      showWithAction('success', message, {
        label: 'See it',
        scope: 'week-copy',
        onChoose: () => navigate({ pathname, search: plannerSearch(target, shown.thisWeek) }),
      }),
    );
  };
}
