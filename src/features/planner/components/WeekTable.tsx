import styled from 'styled-components';
import { dateLabel, weekLabel } from '@contract/weeks';
import { dayLabel } from '@/lib/weekdays';
import { useShownWeek } from '../week/shownWeek';
import { MealCell } from './MealCell';
import { mealsOf } from './mealsOf';
import { PlanNutritionRow } from './PlanNutritionRow';
import { StickyRowHeader, TodayTag, type WeekLayoutProps } from './weekLayout';

/* Positioned, so the cells' visually hidden text (absolute) scrolls inside it, not the page. */
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  min-width: 980px;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;

  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  tr > :first-child {
    border-left: 0;
  }
  tbody tr:last-child > *,
  tfoot tr > * {
    border-bottom: 0;
  }
  tfoot tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const DayHeader = styled.th`
  padding: 0.9rem 0.75rem;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.8rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-align: left;
`;

/** The category column stays in view while the week scrolls sideways. */
const CategoryHeader = styled(StickyRowHeader)`
  width: 112px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Corner = styled(CategoryHeader).attrs({ as: 'td' })`
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** The date under the weekday, and 'Today' on today's column. */
const DayDate = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: 0.85rem;
  letter-spacing: 0;
  text-transform: none;
  font-weight: 600;
`;

/** Under the date, in the day's header. */
const HeaderTodayTag = styled(TodayTag)`
  margin-top: 0.3rem;
  padding: 0.1rem 0.45rem;
  font-size: 0.72rem;
  letter-spacing: 0.02em;
  text-transform: none;
`;

const Cell = styled.td`
  padding: 0.6rem;
  vertical-align: top;
`;

/**
 * Wide screens: categories as rows, Saturday to Friday as columns (SPEC.md §2), and, once it has
 * come, a last row of each day's estimated nutrition per member.
 */
export function WeekTable({ week, categories, nutrition }: WeekLayoutProps) {
  const { today, start } = useShownWeek().shown;
  return (
    <Scroller>
      <Table>
        <caption className="visually-hidden">
          Meals planned {weekLabel(start, Number(today.slice(0, 4)))}, by meal category and day
        </caption>
        <thead>
          <tr>
            <Corner />
            {week.map(({ day, date }) => (
              <DayHeader key={day} scope="col" aria-current={date === today ? 'date' : undefined}>
                {dayLabel(day)}
                {/* 'Sat 28 Nov' → '28 Nov': the weekday is above it. */}
                {date && <DayDate>{dateLabel(date).slice(4)}</DayDate>}
                {date === today && <HeaderTodayTag>Today</HeaderTodayTag>}
              </DayHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id}>
              <CategoryHeader scope="row">{category.name}</CategoryHeader>
              {week.map(({ day, meals }) => (
                <Cell key={day}>
                  <MealCell
                    cell={{ day, categoryId: category.id }}
                    cellLabel={`${dayLabel(day)} ${category.name.toLowerCase()}`}
                    meals={mealsOf(meals, category.id)}
                    layout="tile"
                  />
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
        {nutrition && (
          <tfoot>
            <PlanNutritionRow days={week.map(({ day }) => day)} nutrition={nutrition} />
          </tfoot>
        )}
      </Table>
    </Scroller>
  );
}
