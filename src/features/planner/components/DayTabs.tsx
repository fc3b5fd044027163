import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Weekday } from '@contract/constants';
import { dateLabel, weekdayOf } from '@contract/weeks';
import { useAppSelector } from '@/store/hooks';
import { selectJustPlannedDay } from '../plannerModeSlice';
import { dayLabel, shortDayLabel } from '@/lib/weekdays';
import { useShownWeek } from '../week/shownWeek';
import { MealCell } from './MealCell';
import { mealsOf } from './mealsOf';
import { DayNutritionList, membersOfDay } from '@/entities/nutrition';
import { TodayTag, type WeekLayoutProps } from './weekLayout';

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

const TabDate = styled.span`
  font-size: 0.95rem;
  font-weight: 700;
`;

/** 'Today' under today's tab: small enough for a 40 px tab on a 320 px screen. */
const TodayMark = styled.span`
  font-size: 0.62rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

/** Beside the day's title. */
const TitleTodayTag = styled(TodayTag)`
  margin-left: 0.5rem;
  padding: 0.1rem 0.5rem;
  font-size: 0.8rem;
  vertical-align: middle;
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
 * Phones: one day at a time behind seven day tabs, each category a card, then that day's
 * estimated nutrition per member. See docs/decisions.md for why not a sideways table. The tab is
 * in the address (`&day=`, issue 38), so a reload and Back return to it; without one: the day a
 * meal was just added to, else today in this week, else Saturday.
 */
export function DayTabs({ week, categories, nutrition }: WeekLayoutProps) {
  const justPlanned = useAppSelector(selectJustPlannedDay);
  const { shown, chooseDay } = useShownWeek();
  const { today, start, thisWeek } = shown;
  // A tab chosen whose address has not come yet (the router updates it a moment later).
  const [pending, setPending] = useState<Weekday | undefined>(justPlanned);
  if (pending && pending === shown.day) setPending(undefined);
  // A meal added while the tabs show: the selection follows during render (React's pattern for
  // state that tracks a changed input); the address follows in the effect below.
  const [followedPlan, setFollowedPlan] = useState(justPlanned);
  if (justPlanned !== followedPlan) {
    setFollowedPlan(justPlanned);
    if (justPlanned) setPending(justPlanned);
  }
  const selected: Weekday = justPlanned ?? pending ?? shown.day ?? (start === thisWeek ? weekdayOf(today) : 'saturday');
  const setSelected = (day: Weekday) => {
    if (day === shown.day) return;
    setPending(day);
    chooseDay(day);
  };
  // A meal added (a card's '+ Add to planner' on this page): its day's tab goes into the address.
  useEffect(() => {
    if (justPlanned && justPlanned !== shown.day) chooseDay(justPlanned);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a meal was just planned
  }, [justPlanned]);
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
        {week.map(({ day, date, meals }) => (
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
            aria-current={date === today ? 'date' : undefined}
            onClick={() => setSelected(day)}
          >
            <span aria-hidden="true">{shortDayLabel(day)}</span>
            <span className="visually-hidden">
              {date ? dateLabel(date).replace(/^\w+/, dayLabel(day)) : dayLabel(day)}
            </span>
            {date && <TabDate aria-hidden="true">{Number(date.slice(8))}</TabDate>}
            {date === today && <TodayMark>Today</TodayMark>}
            <Count>
              {meals.length}
              <span className="visually-hidden"> planned</span>
            </Count>
          </Tab>
        ))}
      </TabList>
      <Panel id={panelId} role="tabpanel" aria-labelledby={tabId(current.day)}>
        <PanelTitle>
          {current.date ? dateLabel(current.date).replace(/^\w+/, dayLabel(current.day)) : dayLabel(current.day)}
          {current.date === today && <TitleTodayTag>Today</TitleTodayTag>}
        </PanelTitle>
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
