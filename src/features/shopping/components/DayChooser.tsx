import styled from 'styled-components';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { dayName, shortDayName } from '../shoppingText';
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
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Tap targets of at least 44 px: the list is used one-handed at the shops. */
const DayChip = styled(Chip)`
  min-height: 44px;
  padding-inline: 0.9rem;
`;

/** Which days' meals to shop for: Saturday to Friday, each a toggle, all on at first. */
export function DayChooser({ days, onChange }: { days: Weekday[]; onChange: (days: Weekday[]) => void }) {
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
        {WEEKDAYS.map((day) => (
          <DayChip
            key={day}
            label={shortDayName(day)}
            aria-label={dayName(day)}
            selected={days.includes(day)}
            onClick={() => toggle(day)}
          />
        ))}
        {!wholeWeek && (
          <Button variant="ghost" onClick={() => onChange([...WEEKDAYS])}>
            Whole week
          </Button>
        )}
      </Chips>
    </Fieldset>
  );
}
