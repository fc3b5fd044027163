export { AddToPlannerButton } from './components/AddToPlannerButton';
export { WeeklyPlanner } from './components/WeeklyPlanner';
