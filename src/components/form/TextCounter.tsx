import styled from 'styled-components';
import { countWords } from '@contract/constants';

/** The limits a text control counts towards: the ones its schema enforces (contract/constants.ts). */
export interface TextLimits {
  maxLength?: number;
  maxWords?: number;
  /** Show the counter only from this share of a limit on (rows of a list); always when omitted. */
  showFrom?: number;
}

const number = (value: number) => value.toLocaleString('en-US');

/** From this share of a limit on, the counter is read out as it changes. */
const NEAR = 0.9;

export interface CounterState {
  text: string;
  visible: boolean;
  near: boolean;
  over: boolean;
}

/**
 * What the counter says for `value`: "18 / 20 words · 150 / 200 characters". Characters are
 * counted as the schema counts them, without the spaces around the text.
 */
export function counterState(value: string, limits: TextLimits): CounterState {
  const trimmed = value.trim();
  const parts: { count: number; max: number; unit: string }[] = [];
  if (limits.maxWords) parts.push({ count: countWords(trimmed), max: limits.maxWords, unit: 'words' });
  if (limits.maxLength) parts.push({ count: trimmed.length, max: limits.maxLength, unit: 'characters' });
  const share = Math.max(0, ...parts.map((part) => part.count / part.max));
  return {
    text: parts.map((part) => `${number(part.count)} / ${number(part.max)} ${part.unit}`).join(' · '),
    visible: limits.showFrom === undefined || share >= limits.showFrom,
    near: share >= NEAR,
    over: share > 1,
  };
}

const Count = styled.small<{ $near: boolean; $over: boolean }>`
  justify-self: end;
  font-size: 0.82rem;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $near }) => ($near ? 600 : 400)};
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * A live count of a text control's words and characters against its limits. It is announced
 * (politely) only near or over a limit, so a screen reader is not told every keystroke.
 */
export function TextCounter({ id, value, limits }: { id: string; value: string; limits: TextLimits }) {
  const state = counterState(value, limits);
  if (!state.visible) return null;
  return (
    <Count id={id} $near={state.near} $over={state.over} aria-live={state.near ? 'polite' : 'off'}>
      {state.text}
    </Count>
  );
}

/** The id of a field's counter, when it shows and is worth hearing (near or over its limit). */
export function counterDescribedBy(id: string, value: unknown, limits: TextLimits | undefined): string | undefined {
  if (!limits) return undefined;
  const state = counterState(typeof value === 'string' ? value : '', limits);
  return state.visible && state.near ? `${id}-count` : undefined;
}
