export const PLANNER_PATH = '/meal-planner';
export const DASHBOARD_PLANNER_PATH = '/dashboard/meal-planner';
/** The weekly table's anchor, so "lands on the planner" can mean "sees the table". */
export const WEEKLY_PLAN_ID = 'weekly-plan';

export const isPlannerPath = (pathname: string) =>
  [PLANNER_PATH, DASHBOARD_PLANNER_PATH].includes(pathname.replace(/\/+$/, ''));

/** SPEC.md §2: from the dashboard a new plan lands on the dashboard's planner. */
export const plannerPathFrom = (pathname: string) =>
  pathname.startsWith('/dashboard') ? DASHBOARD_PLANNER_PATH : PLANNER_PATH;
