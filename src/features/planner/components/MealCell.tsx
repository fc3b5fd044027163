import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { FILL_SLOT } from '@contract/messages';
import { useGetCategoriesQuery } from '@/api/cms';
import type { PlannedMeal } from '@/api/mealPlans';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PLANNER_PATH, PlusIcon } from '@/entities/meal-plan';
import { plannerCellModeCleared, selectCellMode, type PlannerCell, type PlannerModeKind } from '../plannerModeSlice';
import { plannerSearch, useShownWeek } from '../week/shownWeek';
import { CellMenu, type MealAction } from './CellMenu';
import { FillSlotDialog } from './FillSlotDialog';
import { PlannedMealItem, type MealItemLayout } from './PlannedMealItem';
import { RemoveMealDialog } from './RemoveMealDialog';
import { useRemoveMeal } from './useRemoveMeal';

// Opened on demand: its schema check loads with it.
const LeftoverDialog = lazy(() =>
  import(/* webpackChunkName: "leftover-dialog" */ './LeftoverDialog').then((module) => ({
    default: module.LeftoverDialog,
  })),
);

const Head = styled.div`
  ${row({ align: 'center', justify: 'space-between', gap: '0.5rem' })};
  min-height: 36px;
  margin-bottom: 0.35rem;
`;

const ModeNote = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddMeal = styled(Link)`
  ${row({ align: 'center', justify: 'center', gap: '0.25rem' })};
  min-height: 56px;
  padding: 0.5rem 0.25rem;
  white-space: nowrap;
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The empty cell's second way in: a quiet text button under 'Add meal'. */
const FillSlot = styled.button`
  justify-self: center;
  min-height: 36px;
  padding: 0.25rem 0.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.85rem;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Empty = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const MODE_NOTES: Record<PlannerModeKind, string> = {
  edit: 'Editing',
  people: 'Choosing who eats',
  delete: 'Deleting',
};

export interface MealCellProps {
  cell: PlannerCell;
  /** Spoken and shown context, e.g. "Tuesday dinner". */
  cellLabel: string;
  meals: PlannedMeal[];
  /** A heading for the cell when it stands alone (the phone's day view). */
  title?: ReactNode;
  layout: MealItemLayout;
}

/** One day and category: its meals with the cell menu, or 'Add meal' and 'Fill this slot' when empty. */
export function MealCell({ cell, cellLabel, meals, title, layout }: MealCellProps) {
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => selectCellMode(state, cell));
  const activeMode = meals.length > 0 ? mode : undefined;
  const { pathname } = useLocation();
  const { shown } = useShownWeek();
  // "Add meal" opens the recipes with this slot preset: one tap on a recipe plans it here (issue 38).
  const addMealTo = { pathname: PLANNER_PATH, search: plannerSearch(shown.start, shown.thisWeek, cell) };
  // Already on /meal-planner: the recipes are at the top of this page.
  const onAddMeal = () => pathname === PLANNER_PATH && window.scrollTo({ top: 0, behavior: 'smooth' });
  const wrapper = useRef<HTMLDivElement>(null);
  const refocusAfterChange = useRef(false);
  const [filling, setFilling] = useState(false);
  const [dialog, setDialog] = useState<{ action: MealAction; meal: PlannedMeal }>();
  const { data: categories = [] } = useGetCategoriesQuery();
  const { remove, pendingId } = useRemoveMeal();
  const mealIds = meals.map((meal) => meal.id).join(',');

  // The removed meal's bin button, or the empty cell's 'Fill this slot', is gone: keep keyboard
  // users in this cell rather than on <body>.
  useEffect(() => {
    if (!refocusAfterChange.current) return;
    refocusAfterChange.current = false;
    wrapper.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [mealIds]);

  const onRemoved = (wasOnlyMeal: boolean) => {
    refocusAfterChange.current = true;
    if (wasOnlyMeal) dispatch(plannerCellModeCleared(cell));
  };

  /** Removes at once, unless the meal has leftovers: then the dialog asks about them first. */
  const startRemoving = async (meal: PlannedMeal) => {
    if (meal.leftovers.length > 0) {
      setDialog({ action: 'remove', meal });
      return;
    }
    if (await remove(meal)) onRemoved(meals.length === 1);
  };

  const onMealAction = (action: MealAction, meal: PlannedMeal) => {
    if (action === 'remove') void startRemoving(meal);
    else setDialog({ action, meal });
  };

  return (
    <div ref={wrapper}>
      {(title || meals.length > 0) && (
        <Head>
          <div>
            {title}
            <ModeNote aria-live="polite">{activeMode ? MODE_NOTES[activeMode] : ''}</ModeNote>
          </div>
          {meals.length > 0 && (
            <CellMenu
              cell={cell}
              cellLabel={cellLabel}
              meals={meals}
              onFillSlot={() => setFilling(true)}
              onMealAction={onMealAction}
            />
          )}
        </Head>
      )}
      {meals.length === 0 ? (
        <Empty>
          <AddMeal to={addMealTo} aria-label={`Add meal for ${cellLabel}`} onClick={onAddMeal}>
            <PlusIcon /> Add meal
          </AddMeal>
          <FillSlot type="button" aria-haspopup="dialog" onClick={() => setFilling(true)}>
            {FILL_SLOT.title}
            <span className="visually-hidden"> ({cellLabel})</span>
          </FillSlot>
        </Empty>
      ) : (
        <List aria-label={`Meals for ${cellLabel}`}>
          {meals.map((meal) => (
            <PlannedMealItem
              key={meal.id}
              meal={meal}
              mode={activeMode}
              cellLabel={cellLabel}
              layout={layout}
              removing={pendingId === meal.id}
              onRemove={() => void startRemoving(meal)}
            />
          ))}
        </List>
      )}
      {dialog?.action === 'leftover' && (
        <Suspense fallback={null}>
          <LeftoverDialog meal={dialog.meal} categories={categories} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
      {dialog?.action === 'remove' && (
        <RemoveMealDialog
          meal={dialog.meal}
          cellLabel={cellLabel}
          pending={pendingId === dialog.meal.id}
          onClose={() => setDialog(undefined)}
          onRemove={async (leftovers) => {
            const removed = await remove(dialog.meal, leftovers);
            setDialog(undefined);
            if (removed) onRemoved(meals.length === 1);
          }}
        />
      )}
      {filling && (
        <FillSlotDialog
          cell={cell}
          cellLabel={cellLabel}
          onClose={() => setFilling(false)}
          onPlanned={() => {
            refocusAfterChange.current = true;
          }}
        />
      )}
    </div>
  );
}
