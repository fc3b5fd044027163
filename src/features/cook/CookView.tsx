import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import type { Recipe } from '@/api/models';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useWakeLock } from '@/lib/useWakeLock';
import { mq } from '@/theme/theme';
import { CookServings } from './CookServings';
import { roundButton } from './roundButton';
import { IngredientLines, linesOfStep } from './StepIngredients';
import { StepText } from './StepText';
import { StepTimers } from './StepTimers';
import { useCookBarHeight } from './useCookBarHeight';
import { useCookServings } from './useCookServings';
import { useStepParam } from './useStepParam';
import { useSwipe } from './useSwipe';
import { WakeLockNote } from './WakeLockNote';

/*
 * Phones (portrait): the step in large type, its ingredients and timers under it, Previous and
 * Next pinned at the bottom within thumb reach. From 1024 px (a tablet in landscape): the step
 * beside its ingredients and timers. Every column may shrink: a 300-letter word wraps, never widens.
 */
const Shell = styled.main`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Header = styled.header`
  ${row({ align: 'flex-start', gap: '0.75rem' })}
  padding: 0.75rem 1rem 0;
  ${mq.md} {
    padding: 1rem 2rem 0;
  }
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0.4rem 0 0;
    font-size: clamp(1.25rem, 1rem + 1.2vw, 1.8rem);
  }
`;

const CloseButton = styled.button`
  ${roundButton}
  flex-shrink: 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.6rem;
`;

const Progress = styled.div`
  display: grid;
  gap: 0.4rem;
  padding: 0.75rem 1rem 0;
  ${mq.md} {
    padding: 0.75rem 2rem 0;
  }
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
  > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width 0.2s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    > div {
      transition: none;
    }
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 1.5rem;
  padding: 1rem;
  /* Room under the last line for the timer tray, which floats above the bottom bar. */
  padding-bottom: calc(1rem + var(--timer-tray-height, 0px));
  ${mq.md} {
    padding: 1.5rem 2rem calc(1.5rem + var(--timer-tray-height, 0px));
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 2.5rem;
  }
`;

/* Sideways moves are the view's (swipes); up and down still scroll a long step. */
const StepRegion = styled.section`
  min-width: 0;
  touch-action: pan-y;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.05rem;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const StepWords = styled.p`
  margin: 0;
  font-size: clamp(1.5rem, 1.15rem + 1.6vw, 2.4rem);
  line-height: 1.4;
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: 1.25rem;
  min-width: 0;
  h3 {
    margin: 0 0 0.6rem;
    font-size: 1.1rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AllIngredients = styled.details`
  summary {
    ${row({ align: 'center' })}
    min-height: 48px;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${mq.md} {
    padding: 1rem 2rem;
  }
`;

const NavButton = styled.button<{ $primary?: boolean }>`
  min-height: 56px;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  ${pill}
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? '#fff' : theme.colors.primaryDark)};
  font-size: 1.15rem;
  font-weight: 700;
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Keys typed into a field, or pressed with a modifier (browser shortcuts), are not ours. */
function isOurs(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest?.('input, textarea, select, [contenteditable="true"]');
}

/** One step at a time, its ingredients scaled to the servings chosen, its timers (issue 39). */
export function CookView({ recipe, recipePath }: { recipe: Recipe; recipePath: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const steps = recipe.details?.instructions ?? [];
  const lines = recipe.details?.ingredients ?? [];
  const [stepNumber, goTo] = useStepParam(steps.length);
  const servings = useCookServings(recipe);
  const wakeLock = useWakeLock();
  const bar = useCookBarHeight<HTMLElement>();
  useDocumentTitle(`Cooking ${recipe.name}`);

  // Opened from a page of the app: leaving is Back. Opened from a link or a reload: there is no
  // page of ours behind it, so leaving goes to the recipe instead (replacing cook mode).
  const openedInApp = useRef(location.key !== 'default');
  const leave = () => {
    if (openedInApp.current) void navigate(-1);
    else void navigate(recipePath, { replace: true });
  };

  const isLast = stepNumber >= steps.length;
  const next = () => (isLast ? leave() : goTo(stepNumber + 1));
  const previous = () => goTo(stepNumber - 1);
  const swipe = useSwipe((direction) => (direction === 'next' ? !isLast && goTo(stepNumber + 1) : previous()));

  // Called by the window's listener with this render's step, without re-adding the listener.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isOurs(event)) return;
    if (event.key === 'ArrowRight') {
      if (!isLast) goTo(stepNumber + 1);
    } else if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'Escape') leave();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const step = steps[stepNumber - 1];
  const stepLines = step ? linesOfStep(lines, step.ingredientIds) : [];
  const title = steps.length > 0 ? `Step ${stepNumber} of ${steps.length}` : 'No steps yet';

  return (
    <Shell>
      <Header>
        <h1>{recipe.name}</h1>
        <CloseButton type="button" aria-label="Close cook mode" onClick={leave}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Header>
      <Progress>
        <Bar
          role="progressbar"
          aria-label="Progress through the steps"
          aria-valuemin={0}
          aria-valuemax={Math.max(1, steps.length)}
          aria-valuenow={steps.length > 0 ? stepNumber : 0}
          aria-valuetext={title}
        >
          <div style={{ width: `${steps.length > 0 ? (stepNumber / steps.length) * 100 : 0}%` }} />
        </Bar>
        <WakeLockNote state={wakeLock} />
      </Progress>
      <Body>
        <StepRegion aria-live="polite" aria-labelledby="cook-step-title" {...swipe}>
          <h2 id="cook-step-title">{title}</h2>
          <StepWords>
            {step ? <StepText step={step.step} timers={step.timers} /> : 'This recipe has no steps written yet.'}
          </StepWords>
        </StepRegion>
        <Side>
          {servings.baseServings > 0 && (
            <CookServings
              servings={servings.servings}
              min={servings.min}
              max={servings.max}
              planned={servings.planned}
              onChange={servings.setServings}
            />
          )}
          {step && (
            <StepTimers recipeId={recipe.id} recipeName={recipe.name} stepNumber={stepNumber} timers={step.timers} />
          )}
          {step && (
            <section aria-labelledby="cook-step-ingredients">
              <h3 id="cook-step-ingredients">In this step</h3>
              {stepLines.length > 0 ? (
                <IngredientLines lines={stepLines} factor={servings.factor} />
              ) : (
                <Muted>No ingredients named in this step.</Muted>
              )}
            </section>
          )}
          {lines.length > 0 && (
            <AllIngredients>
              <summary>All ingredients ({lines.length})</summary>
              <IngredientLines lines={lines} factor={servings.factor} />
            </AllIngredients>
          )}
        </Side>
      </Body>
      <Nav ref={bar} aria-label="Steps">
        <NavButton type="button" aria-disabled={stepNumber <= 1} onClick={previous}>
          Previous
        </NavButton>
        <NavButton type="button" $primary onClick={next}>
          {isLast ? 'Done' : 'Next'}
        </NavButton>
      </Nav>
    </Shell>
  );
}
