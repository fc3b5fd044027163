export { AddToPlannerButton } from './components/AddToPlannerButton';
export { WeeklyPlanner } from './components/WeeklyPlanner';
export { PLANNER_PATH, DASHBOARD_PLANNER_PATH } from './plannerPaths';
