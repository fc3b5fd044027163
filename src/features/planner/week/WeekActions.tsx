import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { mq } from '@/theme/theme';
import { WEEK_MESSAGES } from '@contract/messages';
import { addWeeks } from '@contract/weeks';
import { useGetMealPlansQuery } from '@/api/mealPlans';
import { useCloseOnBack } from '@/lib/useCloseOnBack';
import { useAppDispatch } from '@/store/hooks';
import { showError } from '@/store/toastsSlice';
import { CopyLastWeekDialog, CopyWeekToDialog, mealsIn, useCopyWeek } from './CopyWeekDialog';
import { useShownWeek } from './shownWeek';
import { SaveTemplateDialog, UseTemplateDialog } from './TemplateDialogs';

/* On a phone the menu spans the week bar (positioned) under it; from md it hangs under its button. */
const Wrapper = styled.div`
  ${mq.md} {
    position: relative;
  }
`;

const Trigger = styled.button`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Never wider than the screen: the bar's width on a phone, its own under the button from md. */
const Menu = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  ${mq.md} {
    left: auto;
    width: max-content;
  }
  z-index: 50;
  max-width: calc(100vw - 2rem);
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
  min-height: 44px;
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

type Choice = 'copy-last' | 'copy-to' | 'save-template' | 'use-template';

const ENTRIES: { key: Choice; label: string }[] = [
  { key: 'copy-last', label: 'Copy last week' },
  { key: 'copy-to', label: 'Copy this week to…' },
  { key: 'save-template', label: 'Save as template' },
  { key: 'use-template', label: 'Use a template' },
];

/**
 * The shown week's menu (issue 38): copy last week into it, copy it to another week, save it as a
 * template, plan it from one. A menu button: arrows, Home/End, Escape and Back close it, the
 * focus returns to the button.
 */
export function WeekActions() {
  const dispatch = useAppDispatch();
  const { shown } = useShownWeek();
  const { data: week } = useGetMealPlansQuery({ week: shown.start });
  const mealsNow = mealsIn(week);
  const { copy } = useCopyWeek();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [dialog, setDialog] = useState<Choice>();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  useCloseOnBack(open, () => setOpen(false));

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const choose = (key: Choice) => {
    close(true);
    // Copying last week into an empty week asks nothing: it goes at once.
    if (key === 'copy-last' && mealsNow === 0 && week) {
      void copy(addWeeks(shown.start, -1), shown.start, false);
      return;
    }
    if (key === 'copy-to' && week && mealsNow === 0) {
      dispatch(showError(WEEK_MESSAGES.emptyWeek, 'week-copy'));
      return;
    }
    setDialog(key);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(ENTRIES.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = ENTRIES.length - 1;
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

  const closeDialog = () => setDialog(undefined);
  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        Copy and templates
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Copy and templates" onKeyDown={onMenuKeyDown}>
          {ENTRIES.map((entry, index) => (
            <li key={entry.key} role="none">
              <Item
                ref={(node) => {
                  items.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-haspopup={entry.key === 'copy-last' ? undefined : 'dialog'}
                onClick={() => choose(entry.key)}
                onFocus={() => setFocusIndex(index)}
              >
                {entry.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
      {dialog === 'copy-last' && <CopyLastWeekDialog mealsNow={mealsNow} onClose={closeDialog} />}
      {dialog === 'copy-to' && <CopyWeekToDialog onClose={closeDialog} />}
      {dialog === 'save-template' && <SaveTemplateDialog onClose={closeDialog} />}
      {dialog === 'use-template' && <UseTemplateDialog mealsNow={mealsNow} onClose={closeDialog} />}
    </Wrapper>
  );
}
