import { WEEK_PLANNING } from '../../../contract/constants';
import { WEEK_MESSAGES } from '../../../contract/messages';
import { addDays } from '../../../contract/weeks';
import { leftoverRefusal } from './mealLeftovers';

const cooked = { date: '2026-11-26', categoryPosition: 3, categoryId: 30 };
const at = (days: number, categoryPosition = 3, categoryId = 30) => ({
  date: addDays(cooked.date, days),
  categoryPosition,
  categoryId,
});

describe('leftoverRefusal', () => {
  it('takes a later day up to the days leftovers keep, into the next week too', () => {
    for (let days = 1; days <= WEEK_PLANNING.leftoverMaxDays; days += 1)
      expect(leftoverRefusal(cooked, at(days))).toBeNull();
  });

  it('takes a later meal of the same day, not the same or an earlier one', () => {
    expect(leftoverRefusal(cooked, at(0, 4, 40))).toBeNull();
    // The same place in the day: the later-made category comes after.
    expect(leftoverRefusal(cooked, at(0, 3, 31))).toBeNull();
    expect(leftoverRefusal(cooked, at(0, 3, 30))).toBe(WEEK_MESSAGES.leftoverNotAfter);
    expect(leftoverRefusal(cooked, at(0, 2, 20))).toBe(WEEK_MESSAGES.leftoverNotAfter);
  });

  it('refuses an earlier day and a day past the fridge', () => {
    expect(leftoverRefusal(cooked, at(-1, 9, 90))).toBe(WEEK_MESSAGES.leftoverNotAfter);
    expect(leftoverRefusal(cooked, at(WEEK_PLANNING.leftoverMaxDays + 1))).toBe(WEEK_MESSAGES.leftoverTooLate);
  });
});
