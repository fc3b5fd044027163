import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Weekday } from '@contract/constants';
import { useAppSelector } from '@/store/hooks';
import { selectJustPlannedDay } from '../plannerModeSlice';
import { dayLabel, shortDayLabel, weekdayOf } from '@/lib/weekdays';
import { MealCell } from './MealCell';
import { mealsOf } from './mealsOf';
import { DayNutritionList, membersOfDay } from '@/entities/nutrition';
import type { WeekLayoutProps } from './weekLayout';

const TabList = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 0.3rem;
  padding: 0.3rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Tab = styled.button`
  display: grid;
  justify-items: center;
  gap: 0.15rem;
  min-height: 52px;
  padding: 0.4rem 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Count = styled.span`
  font-size: 0.72rem;
  font-weight: 500;
`;

const Panel = styled.div`
  display: grid;
  gap: 0.85rem;
  margin-top: 1rem;
`;

const PanelTitle = styled.h3`
  margin: 0.25rem 0 0;
  font-size: 1.3rem;
`;

const Card = styled.section`
  padding: 0.9rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CardTitle = styled.h4`
  margin: 0;
  font-size: 1.05rem;
`;

const CardNote = styled.p`
  margin: 0.2rem 0 0.75rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Phones: one day at a time behind seven day tabs (today first selected, or the day a meal was
 * just added to), each category a card, then that day's estimated nutrition per member. See
 * docs/decisions.md for why not a sideways table.
 */
export function DayTabs({ week, categories, nutrition }: WeekLayoutProps) {
  const justPlanned = useAppSelector(selectJustPlannedDay);
  const [selected, setSelected] = useState<Weekday>(() => justPlanned ?? weekdayOf(new Date()));
  // A meal added while the tabs are showing (a card's '+ Add to planner' on this page): the
  // selection follows during render, React's pattern for state that tracks a changed input.
  const [followedPlan, setFollowedPlan] = useState(justPlanned);
  if (justPlanned !== followedPlan) {
    setFollowedPlan(justPlanned);
    if (justPlanned) setSelected(justPlanned);
  }
  const tabs = useRef<Partial<Record<Weekday, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (day: Weekday) => `${baseId}-tab-${day}`;
  const panelId = `${baseId}-panel`;
  const current = week.find(({ day }) => day === selected) ?? week[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = week.findIndex(({ day }) => day === selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % week.length,
      ArrowLeft: (index - 1 + week.length) % week.length,
      Home: 0,
      End: week.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = week[targets[event.key]].day;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label="Day of the week" onKeyDown={onKeyDown}>
        {week.map(({ day, meals }) => (
          <Tab
            key={day}
            ref={(node) => {
              tabs.current[day] = node;
            }}
            id={tabId(day)}
            type="button"
            role="tab"
            aria-selected={day === selected}
            aria-controls={panelId}
            tabIndex={day === selected ? 0 : -1}
            onClick={() => setSelected(day)}
          >
            <span aria-hidden="true">{shortDayLabel(day)}</span>
            <span className="visually-hidden">{dayLabel(day)}</span>
            <Count>
              {meals.length}
              <span className="visually-hidden"> planned</span>
            </Count>
          </Tab>
        ))}
      </TabList>
      <Panel id={panelId} role="tabpanel" aria-labelledby={tabId(current.day)}>
        <PanelTitle>{dayLabel(current.day)}</PanelTitle>
        {categories.map((category) => (
          <Card key={category.id} aria-label={`${dayLabel(current.day)} ${category.name}`}>
            <MealCell
              cell={{ day: current.day, categoryId: category.id }}
              cellLabel={`${dayLabel(current.day)} ${category.name.toLowerCase()}`}
              meals={mealsOf(current.meals, category.id)}
              title={<CardTitle>{category.name}</CardTitle>}
              layout="row"
            />
          </Card>
        ))}
        {nutrition && (
          <Card aria-label={`${dayLabel(current.day)} nutrition`}>
            <CardTitle>Nutrition</CardTitle>
            <CardNote>Estimated, from the planned meals only.</CardNote>
            <DayNutritionList day={current.day} members={membersOfDay(nutrition, current.day)} show="amounts" />
          </Card>
        )}
      </Panel>
    </div>
  );
}
