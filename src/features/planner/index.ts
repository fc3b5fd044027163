export { AddToPlannerButton } from './components/AddToPlannerButton';
export { PlanMealButton } from './components/PlanMealButton';
export { WeeklyPlanner } from './components/WeeklyPlanner';
export { PLANNER_PATH, DASHBOARD_PLANNER_PATH } from './plannerPaths';
