import styled from 'styled-components';
import { pill } from '@/theme/layout';
import type { Category } from '@/api/cms';
import type { PlannerWeek } from '@/api/mealPlans';
import type { PlanNutrition } from '@/api/nutrition';

/** What both layouts of the week (WeekTable on wide screens, DayTabs on phones) are given. */
export interface WeekLayoutProps {
  week: PlannerWeek;
  categories: Category[];
  /** The week's estimated nutrition per member, once it has come. */
  nutrition?: PlanNutrition;
}

/** 'Today' on today's day in both layouts: a small filled pill; each layout places and sizes it. */
export const TodayTag = styled.span`
  display: inline-block;
  ${pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
`;

/** A row's header in the week table: stays in view while the week scrolls sideways. */
export const StickyRowHeader = styled.th`
  position: sticky;
  left: 0;
  z-index: 1;
  padding: 1rem 0.9rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.05rem;
  text-align: left;
  vertical-align: top;
`;
