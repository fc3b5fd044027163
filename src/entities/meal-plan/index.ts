export { PlanMealButton, type PlanMealButtonProps } from './PlanMealButton';
export { MemberChecklist, type MemberChecklistProps } from './MemberChecklist';
export { ConflictWarning } from './ConflictWarning';
export { Actions, Fieldset, GroupError, Lead, Legend, Warning } from './dialogParts';
export { MoreIcon, PencilIcon, PeopleIcon, PlusIcon, TrashIcon, WarningIcon } from './icons';
export {
  conflictCount,
  conflictLine,
  conflictNote,
  conflictSentence,
  conflictsByMember,
  eatingLabel,
  initialsFor,
  isMayContain,
  onlyMayContain,
} from './mealPeople';
export { mealPlanned } from './mealPlanned';
export { DASHBOARD_PLANNER_PATH, PLANNER_PATH, WEEKLY_PLAN_ID, isPlannerPath, plannerPathFrom } from './plannerPaths';
