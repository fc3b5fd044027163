import { useState, lazy, Suspense, type ReactElement } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { WEEK_MESSAGES } from '@contract/messages';
import type { PlannedMeal } from '@/api/mealPlans';
import { mediaSrcSet, mediaUrl } from '@/lib/host';
import { dayLabel } from '@/lib/weekdays';
import type { PlannerModeKind } from '../plannerModeSlice';
import { AttendeeChips } from './AttendeeChips';
import { ConflictBadge } from './ConflictBadge';
import { PencilIcon, PeopleIcon, TrashIcon } from '@/entities/meal-plan';

// Opened on demand: its form (formik, yup) loads with it, not with the planner.
const RenameMealDialog = lazy(() =>
  import(/* webpackChunkName: "rename-meal-dialog" */ './RenameMealDialog').then((module) => ({
    default: module.RenameMealDialog,
  })),
);

// Opened on demand too: it checks its choice with the contract's yup schema.
const WhoIsEatingDialog = lazy(() =>
  import(/* webpackChunkName: "who-is-eating-dialog" */ './WhoIsEatingDialog').then((module) => ({
    default: module.WhoIsEatingDialog,
  })),
);

export type MealItemLayout = 'tile' | 'row';

/** 'tile' (the wide table): a rounded image card with the name under it; 'row' (phones): thumbnail beside the name. */
const Item = styled.li<{ $layout: MealItemLayout }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'tile' ? 'column' : 'row')};
  align-items: ${({ $layout }) => ($layout === 'tile' ? 'stretch' : 'center')};
  gap: ${({ $layout }) => ($layout === 'tile' ? '0.4rem' : '0.75rem')};
  padding: ${({ $layout }) => ($layout === 'tile' ? '0' : '0.45rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $layout }) => ($layout === 'tile' ? 'transparent' : theme.colors.background)};
`;

const Thumb = styled.img<{ $layout: MealItemLayout }>`
  flex: none;
  width: ${({ $layout }) => ($layout === 'tile' ? '100%' : '56px')};
  height: ${({ $layout }) => ($layout === 'tile' ? 'auto' : '56px')};
  aspect-ratio: ${({ $layout }) => ($layout === 'tile' ? '4 / 3' : '1')};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** The name, then who eats it and what it does not suit: wraps inside the cell, never wider. */
const Body = styled.div`
  flex: 1;
  display: grid;
  gap: 0.35rem;
  min-width: 0;
`;

const People = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.35rem;
  min-width: 0;
`;

const Name = styled(Link)`
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  font-weight: 600;
  line-height: 1.3;
  text-decoration: none;
  overflow-wrap: break-word;
  hyphens: auto;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
`;

const ModeButton = styled.button<{ $mode: PlannerModeKind; $layout: MealItemLayout }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme, $mode }) => ($mode === 'delete' ? theme.colors.danger : theme.colors.primary)};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ $layout }) => ($layout === 'tile' ? 'position: absolute; top: 6px; right: 6px;' : '')}
  &:hover {
    filter: brightness(0.9);
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primaryDark};
  overflow-wrap: anywhere;
`;

export interface PlannedMealItemProps {
  meal: PlannedMeal;
  mode: PlannerModeKind | undefined;
  cellLabel: string;
  /** Delete mode's bin: removes the meal (asking first only when it has leftovers). */
  onRemove: () => void;
  removing?: boolean;
  layout: MealItemLayout;
}

/** '2.5', '3': portions as a person reads them. */
const portionText = (portions: number) => String(Math.round(portions * 10) / 10);

/** 'Monday', 'Monday and Tuesday'. */
const dayList = (days: string[]) =>
  days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}` : (days[0] ?? '');

/**
 * Issue 38: a leftover says whose rest it is ("Leftover of Sunday’s dinner"); a cooked meal with
 * leftovers says how much to cook ("Cook for 5 (2 for Monday)").
 */
export function leftoverNote(meal: PlannedMeal): string | null {
  if (meal.leftoverOf) return WEEK_MESSAGES.leftoverOf(dayLabel(meal.leftoverOf.day), meal.leftoverOf.categoryName);
  if (meal.leftovers.length === 0) return null;
  const days = dayList([...new Set(meal.leftovers.map(({ day }) => dayLabel(day)))]);
  const extra = meal.cookPortions - meal.portions;
  if (meal.cookPortions <= 0 || extra <= 0) return `Cook extra for ${days}`;
  return `Cook for ${portionText(meal.cookPortions)} (${portionText(extra)} for ${days})`;
}

const MODE_BUTTONS = {
  edit: { Icon: PencilIcon, label: (meal: PlannedMeal) => `Rename ${meal.name}` },
  people: { Icon: PeopleIcon, label: (meal: PlannedMeal) => `Choose who is eating ${meal.name}` },
  delete: { Icon: TrashIcon, label: (meal: PlannedMeal, cellLabel: string) => `Delete ${meal.name} from ${cellLabel}` },
} satisfies Record<
  PlannerModeKind,
  { Icon: () => ReactElement; label: (meal: PlannedMeal, cellLabel: string) => string }
>;

function ModeIcon({ mode }: { mode: PlannerModeKind }) {
  const { Icon } = MODE_BUTTONS[mode];
  return <Icon />;
}

/**
 * One planned meal: thumbnail and name linking to the recipe, who eats it and its conflicts; a
 * pencil, people or trash button in edit, who's-eating or delete mode.
 */
export function PlannedMealItem({ meal, mode, cellLabel, onRemove, removing = false, layout }: PlannedMealItemProps) {
  const [dialog, setDialog] = useState<PlannerModeKind | null>(null);
  const close = () => setDialog(null);
  const note = leftoverNote(meal);

  return (
    <Item $layout={layout}>
      <Thumb
        $layout={layout}
        src={mediaUrl(meal.recipe.image) || undefined}
        srcSet={mediaSrcSet(meal.recipe.image) || undefined}
        sizes={layout === 'tile' ? '160px' : '56px'}
        width={layout === 'tile' ? 160 : 56}
        height={layout === 'tile' ? 120 : 56}
        loading="lazy"
        alt=""
      />
      <Body>
        <Name to={`/recipe-details/${meal.recipe.id}`}>{meal.name}</Name>
        {note && <Note>{note}</Note>}
        {(meal.attendees.length > 0 || meal.conflicts.length > 0) && (
          <People>
            <AttendeeChips meal={meal} />
            <ConflictBadge conflicts={meal.conflicts} mealName={meal.name} />
          </People>
        )}
      </Body>
      {mode && (
        <ModeButton
          type="button"
          $mode={mode}
          $layout={layout}
          aria-label={MODE_BUTTONS[mode].label(meal, cellLabel)}
          aria-haspopup={mode !== 'delete' || meal.leftovers.length > 0 ? 'dialog' : undefined}
          disabled={mode === 'delete' && removing}
          onClick={() => (mode === 'delete' ? onRemove() : setDialog(mode))}
        >
          <ModeIcon mode={mode} />
        </ModeButton>
      )}
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <RenameMealDialog meal={meal} open onClose={close} />
        </Suspense>
      )}
      {dialog === 'people' && (
        <Suspense fallback={null}>
          <WhoIsEatingDialog meal={meal} cellLabel={cellLabel} onClose={close} />
        </Suspense>
      )}
    </Item>
  );
}
