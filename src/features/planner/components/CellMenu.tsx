import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FILL_SLOT } from '@contract/messages';
import type { PlannedMeal } from '@/api/mealPlans';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { plannerModeToggled, selectCellMode, type PlannerCell, type PlannerModeKind } from '../plannerModeSlice';
import { MoreIcon } from '@/entities/meal-plan';
import { MenuEntry, MenuList, useMenuButton } from '@/components/menu';

const Trigger = styled.button<{ $active: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Fixed, so the table's horizontal scroller cannot clip it; it follows its button on scroll. */
const Menu = styled(MenuList)`
  position: fixed;
  min-width: 150px;
`;

const Item = styled(MenuEntry)`
  min-height: 40px;
`;

/** Room one entry needs; below the menu's room it opens upwards instead. */
const ENTRY_PX = 42;

type Anchor = { top: number; right: number } | { bottom: number; right: number };

function anchorOf(button: HTMLElement | null, entries: number): Anchor {
  const rect = button?.getBoundingClientRect();
  if (!rect) return { top: 0, right: 0 };
  const right = Math.max(8, window.innerWidth - rect.right);
  return window.innerHeight - rect.bottom < entries * ENTRY_PX + 22
    ? { bottom: window.innerHeight - rect.top + 4, right }
    : { top: rect.bottom + 4, right };
}

/** What a meal's own entry does: plan its leftover, or remove it. */
export type MealAction = 'leftover' | 'remove';

/** A mode entry toggles that mode for the cell; 'fill' opens "Fill this slot"; a meal's entry acts on it. */
type Entry =
  | { key: Exclude<PlannerModeKind, 'delete'> | 'fill'; label: string }
  | { key: `${MealAction}-${number}`; label: string; action: MealAction; meal: PlannedMeal };

const CELL_ENTRIES: Entry[] = [
  { key: 'edit', label: 'Edit Meal' },
  { key: 'people', label: "Who's eating" },
  { key: 'fill', label: FILL_SLOT.title },
];

/**
 * Issue 38: each meal's "Eat the rest on…" (not for a leftover: its rest is planned from the
 * cooked meal) and "Remove" (two taps from the cell). A cell of several meals names each.
 */
function mealEntries(meals: readonly PlannedMeal[]): Entry[] {
  const named = meals.length > 1;
  const leftovers: Entry[] = meals
    .filter((meal) => !meal.leftoverOf)
    .map((meal) => ({
      key: `leftover-${meal.id}`,
      label: named ? `Eat the rest of ${meal.name} on…` : 'Eat the rest on…',
      action: 'leftover',
      meal,
    }));
  const removals: Entry[] = meals.map((meal) => ({
    key: `remove-${meal.id}`,
    label: named ? `Remove ${meal.name}` : 'Remove',
    action: 'remove',
    meal,
  }));
  return [...leftovers, ...removals];
}

export interface CellMenuProps {
  cell: PlannerCell;
  cellLabel: string;
  /** The cell's meals: each gets its "Eat the rest on…" and "Remove". */
  meals?: readonly PlannedMeal[];
  /** Opens "Fill this slot" for the cell. */
  onFillSlot: () => void;
  /** A meal's entry was chosen. */
  onMealAction?: (action: MealAction, meal: PlannedMeal) => void;
}

/**
 * The planner cell's menu (SPEC.md §4): Edit Meal or Who's eating toggles that mode for the cell
 * (the chosen entry then reads 'Cancel'); Fill this slot opens its dialog; each meal's "Eat the
 * rest on…" and "Remove" (issue 38). Keyboard: arrows, Home/End, Escape, Tab (ARIA menu button).
 */
export function CellMenu({ cell, cellLabel, meals = [], onFillSlot, onMealAction }: CellMenuProps) {
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => selectCellMode(state, cell));
  const [anchor, setAnchor] = useState<Anchor>({ top: 0, right: 0 });
  const entries = [...CELL_ENTRIES, ...mealEntries(meals)];
  const { open, close, wrapperRef, triggerRef, itemsRef, triggerProps, menuProps, itemProps } = useMenuButton({
    count: entries.length,
    onOpen: (trigger) => setAnchor(anchorOf(trigger, entries.length)),
  });

  useEffect(() => {
    if (!open) return;
    const follow = () => setAnchor(anchorOf(triggerRef.current, itemsRef.current.length));
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, triggerRef, itemsRef]);

  // The focus is back on the menu button first: a dialog opened now returns it there.
  const choose = (entry: Entry) => {
    close(true);
    if ('action' in entry) onMealAction?.(entry.action, entry.meal);
    else if (entry.key === 'fill') onFillSlot();
    else dispatch(plannerModeToggled({ ...cell, mode: entry.key }));
  };

  return (
    <div ref={wrapperRef}>
      <Trigger {...triggerProps} $active={mode !== undefined} aria-label={`Meal options for ${cellLabel}`}>
        <MoreIcon />
      </Trigger>
      {open && (
        <Menu {...menuProps} style={anchor} aria-label={`Meal options for ${cellLabel}`}>
          {entries.map((entry, index) => (
            <li key={entry.key} role="none">
              <Item
                {...itemProps(index)}
                aria-haspopup={
                  entry.key === 'fill' ||
                  ('action' in entry && (entry.action === 'leftover' || entry.meal.leftovers.length > 0))
                    ? 'dialog'
                    : undefined
                }
                onClick={() => choose(entry)}
              >
                {mode === entry.key ? 'Cancel' : entry.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </div>
  );
}
