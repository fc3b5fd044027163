import styled from 'styled-components';
import { row } from '@/theme/layout';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { dateOfDay, type IsoDate } from '@contract/weeks';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { dayDateLabel, shortDayDate } from '../shoppingText';
import { hideInPrint } from './print';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${hideInPrint}
`;

const Legend = styled.legend`
  margin-bottom: 0.5rem;
  padding: 0;
  font-weight: 600;
`;

const Chips = styled.div`
  ${row({ wrap: 'wrap', gap: '0.5rem' })}
`;

/** Tap targets of at least 44 px: the list is used one-handed at the shops. Today's is underlined. */
const DayChip = styled(Chip)`
  min-height: 44px;
  padding-inline: 0.9rem;
  &[aria-current='date'] {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export interface DayChooserProps {
  days: Weekday[];
  onChange: (days: Weekday[]) => void;
  /** The Saturday of the week shown: each day is named with its date ("Sat 28"). */
  week: IsoDate;
  /** Today's date: its day says "Today" (when it is in this week). */
  today: IsoDate;
}

/** Which days' meals to shop for: Saturday to Friday of the week shown, each a toggle, all on at first. */
export function DayChooser({ days, onChange, week, today }: DayChooserProps) {
  const wholeWeek = days.length === WEEKDAYS.length;
  const toggle = (day: Weekday) =>
    onChange(
      days.includes(day)
        ? days.filter((chosen) => chosen !== day)
        : WEEKDAYS.filter((weekday) => weekday === day || days.includes(weekday)),
    );
  return (
    <Fieldset>
      <Legend>Days</Legend>
      <Chips>
        {WEEKDAYS.map((day) => {
          const date = dateOfDay(week, day);
          const isToday = date === today;
          return (
            <DayChip
              key={day}
              label={isToday ? `${shortDayDate(date)} · Today` : shortDayDate(date)}
              aria-label={isToday ? `${dayDateLabel(date)}, today` : dayDateLabel(date)}
              aria-current={isToday ? 'date' : undefined}
              selected={days.includes(day)}
              onClick={() => toggle(day)}
            />
          );
        })}
        {!wholeWeek && (
          <Button variant="ghost" onClick={() => onChange([...WEEKDAYS])}>
            Whole week
          </Button>
        )}
      </Chips>
    </Fieldset>
  );
}
