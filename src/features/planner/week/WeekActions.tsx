import { useState } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { pill } from '@/theme/layout';
import { mq } from '@/theme/theme';
import { WEEK_MESSAGES } from '@contract/messages';
import { PAGES } from '@contract/pages';
import { addWeeks } from '@contract/weeks';
import { useGetMealPlansQuery } from '@/api/mealPlans';
import { MenuEntry, MenuList, useMenuButton } from '@/components/menu';
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

/** The week bar's outlined pill, tinted on hover: the menu's button and the print link beside it. */
const outlinedPill = css`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  ${pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Trigger = styled.button`
  ${outlinedPill};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Issue 39: beside the menu, not in it (it is neither a copy nor a template); looks like its button. */
const PrintLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  ${outlinedPill};
  text-decoration: none;
`;

/** Never wider than the screen: the bar's width on a phone, its own under the button from md. */
const Menu = styled(MenuList)`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  ${mq.md} {
    left: auto;
    width: max-content;
  }
  max-width: calc(100vw - 2rem);
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
 * focus returns to the button. Beside it, "Print the week" (issue 39) opens the shown week's plan
 * and list as two printable pages.
 */
export function WeekActions() {
  const dispatch = useAppDispatch();
  const { shown } = useShownWeek();
  const { data: week } = useGetMealPlansQuery({ week: shown.start });
  const mealsNow = mealsIn(week);
  const { copy } = useCopyWeek();
  const { open, close, wrapperRef, triggerProps, menuProps, itemProps } = useMenuButton({ count: ENTRIES.length });
  const [dialog, setDialog] = useState<Choice>();

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

  const closeDialog = () => setDialog(undefined);
  return (
    <>
      <Wrapper ref={wrapperRef}>
        <Trigger {...triggerProps}>Copy and templates</Trigger>
        {open && (
          <Menu {...menuProps} aria-label="Copy and templates">
            {ENTRIES.map((entry, index) => (
              <li key={entry.key} role="none">
                <MenuEntry
                  {...itemProps(index)}
                  aria-haspopup={entry.key === 'copy-last' ? undefined : 'dialog'}
                  onClick={() => choose(entry.key)}
                >
                  {entry.label}
                </MenuEntry>
              </li>
            ))}
          </Menu>
        )}
        {dialog === 'copy-last' && <CopyLastWeekDialog mealsNow={mealsNow} onClose={closeDialog} />}
        {dialog === 'copy-to' && <CopyWeekToDialog onClose={closeDialog} />}
        {dialog === 'save-template' && <SaveTemplateDialog onClose={closeDialog} />}
        {dialog === 'use-template' && <UseTemplateDialog mealsNow={mealsNow} onClose={closeDialog} />}
      </Wrapper>
      <PrintLink to={`${PAGES.printWeek.path}?week=${shown.start}`}>Print the week</PrintLink>
    </>
  );
}
