import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FILL_SLOT } from '@contract/messages';
import type { PlannedMeal } from '@/api/mealPlans';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { plannerModeToggled, selectCellMode, type PlannerCell, type PlannerModeKind } from '../plannerModeSlice';
import { MoreIcon } from '@/entities/meal-plan';
import { useCloseOnBack } from '@/lib/useCloseOnBack';

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
const Menu = styled.ul`
  position: fixed;
  z-index: 50;
  min-width: 150px;
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Item = styled.button`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  text-align: left;
  font-weight: 500;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
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
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [anchor, setAnchor] = useState<Anchor>({ top: 0, right: 0 });
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const entries = [...CELL_ENTRIES, ...mealEntries(meals)];
  useCloseOnBack(open, () => setOpen(false));

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const follow = () => setAnchor(anchorOf(trigger.current, items.current.length));
    document.addEventListener('mousedown', closeOutside);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  const openAt = (index: number) => {
    setAnchor(anchorOf(trigger.current, entries.length));
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  // The focus is back on the menu button first: a dialog opened now returns it there.
  const choose = (entry: Entry) => {
    close(true);
    if ('action' in entry) onMealAction?.(entry.action, entry.meal);
    else if (entry.key === 'fill') onFillSlot();
    else dispatch(plannerModeToggled({ ...cell, mode: entry.key }));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={wrapper}>
      <Trigger
        ref={trigger}
        type="button"
        $active={mode !== undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Meal options for ${cellLabel}`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <MoreIcon />
      </Trigger>
      {open && (
        <Menu
          id={menuId}
          style={anchor}
          role="menu"
          aria-label={`Meal options for ${cellLabel}`}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry, index) => (
            <li key={entry.key} role="none">
              <Item
                ref={(node) => {
                  items.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-haspopup={
                  entry.key === 'fill' ||
                  ('action' in entry && (entry.action === 'leftover' || entry.meal.leftovers.length > 0))
                    ? 'dialog'
                    : undefined
                }
                onClick={() => choose(entry)}
                onFocus={() => setFocusIndex(index)}
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
