import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { circle, row } from '@/theme/layout';
import { addWeeks, parseIsoDate, weekLabel } from '@contract/weeks';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { useShownWeek } from './shownWeek';

const Bar = styled.div`
  position: relative;
  ${row({ wrap: 'wrap', align: 'flex-end', justify: 'space-between', gap: '0.75rem 1rem' })};
  margin: 0 0 1.25rem;
`;

const Steps = styled.div`
  ${row({ align: 'center', gap: '0.5rem' })};
  min-width: 0;
`;

const Step = styled.button`
  flex: none;
  ${circle('44px')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Name = styled.div`
  min-width: 0;
`;

const Label = styled.h3`
  margin: 0;
  font-size: clamp(1.05rem, 0.95rem + 0.5vw, 1.3rem);
  overflow-wrap: anywhere;
`;

const Relative = styled.p`
  margin: 0.1rem 0 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Tools = styled.div`
  ${row({ wrap: 'wrap', align: 'flex-end', gap: '0.5rem 0.75rem' })};
  min-width: 0;
  > div:first-child {
    width: min(100%, 11.5rem);
    margin: 0;
  }
`;

/** 'This week', 'Next week', 'Last week', '3 weeks ahead', '2 weeks ago'. */
export function relativeWeekName(start: string, thisWeek: string): string {
  const weeks = Math.round((Date.parse(start) - Date.parse(thisWeek)) / (7 * 24 * 60 * 60 * 1000));
  if (weeks === 0) return 'This week';
  if (weeks === 1) return 'Next week';
  if (weeks === -1) return 'Last week';
  return weeks > 0 ? `${weeks} weeks ahead` : `${-weeks} weeks ago`;
}

/**
 * Which week the planner shows ('Sat 28 Nov – Fri 4 Dec'), previous and next week, a date to jump
 * to, and 'This week' when elsewhere (issue 38). `actions` is the week's menu (copy, templates).
 */
export function WeekBar({ actions }: { actions?: ReactNode }) {
  const { shown, goToWeek } = useShownWeek();
  const { start, thisWeek, today } = shown;
  const label = weekLabel(start, Number(today.slice(0, 4)));
  // What the person typed, until it is a date; the shown week's Saturday otherwise.
  const [typed, setTyped] = useState<{ start: string; value: string }>({ start, value: start });
  const value = typed.start === start ? typed.value : start;

  return (
    <Bar>
      <Steps>
        <Step type="button" aria-label="Previous week" onClick={() => goToWeek(addWeeks(start, -1))}>
          <span aria-hidden="true">‹</span>
        </Step>
        <Name>
          <Label aria-live="polite">{label}</Label>
          <Relative>{relativeWeekName(start, thisWeek)}</Relative>
        </Name>
        <Step type="button" aria-label="Next week" onClick={() => goToWeek(addWeeks(start, 1))}>
          <span aria-hidden="true">›</span>
        </Step>
      </Steps>
      <Tools>
        <TextField
          label="Go to the week of"
          type="date"
          look="dialog"
          value={value}
          min="2000-01-01"
          max="2199-12-31"
          onChange={(event) => {
            const date = parseIsoDate(event.target.value);
            setTyped({ start: date ?? start, value: event.target.value });
            if (date && date !== start) goToWeek(date);
          }}
        />
        {start !== thisWeek && (
          <Button variant="secondary" onClick={() => goToWeek(today)}>
            This week
          </Button>
        )}
        {actions}
      </Tools>
    </Bar>
  );
}
