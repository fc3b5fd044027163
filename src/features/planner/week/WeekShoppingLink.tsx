import { ShoppingListLink } from '@/entities/shopping';
import { useShownWeek } from './shownWeek';

/** The shopping list of the week shown (issue 38): this week's list has no week in its address. */
export function WeekShoppingLink() {
  const { shown } = useShownWeek();
  return <ShoppingListLink week={shown.start === shown.thisWeek ? null : shown.start} />;
}
