import styled from 'styled-components';
import type { Weekday } from '@contract/constants';
import type { PlanNutrition } from '@/api/nutrition';
import { DayNutritionList, membersOfDay } from '@/entities/nutrition';
import { StickyRowHeader } from './weekLayout';

const RowHeader = styled(StickyRowHeader)`
  background: ${({ theme }) => theme.colors.background};
`;

const Estimated = styled.span`
  display: block;
  margin-top: 0.2rem;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.75rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DayCell = styled.td`
  padding: 0.75rem 0.6rem;
  background: ${({ theme }) => theme.colors.background};
  vertical-align: top;
`;

/** The week table's last row: what each day's planned meals give each member, estimated. */
export function PlanNutritionRow({ days, nutrition }: { days: readonly Weekday[]; nutrition: PlanNutrition }) {
  return (
    <tr>
      <RowHeader scope="row">
        Nutrition <Estimated>estimated, planned meals only</Estimated>
      </RowHeader>
      {days.map((day) => (
        <DayCell key={day}>
          <DayNutritionList day={day} members={membersOfDay(nutrition, day)} />
        </DayCell>
      ))}
    </tr>
  );
}
