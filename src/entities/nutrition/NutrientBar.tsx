import { Fragment } from 'react';
import styled from 'styled-components';
import { PLAN_NUTRIENT_INFO, type PlanNutrient } from '@contract/constants';
import { formatNutrientAmount, formatPercent } from './nutritionFormat';

type Tone = 'aim' | 'limit' | 'over';

const Figure = styled.div`
  display: grid;
  gap: 0.2rem;
  min-width: 0;
  font-size: 0.78rem;
  line-height: 1.25;
  font-variant-numeric: tabular-nums;
`;

/* Wraps (the amount under the share) rather than widening a narrow day cell. */
const Words = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 0.35rem;
  min-width: 0;
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

const Percent = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const Over = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Amount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Track = styled.span`
  display: block;
  height: 0.4rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/* Fills against the track are 4:1 or more (primary 4.1, muted 5.0, danger 5.0). */
const Fill = styled.span<{ $tone: Tone }>`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) =>
    $tone === 'over' ? theme.colors.danger : $tone === 'aim' ? theme.colors.primary : theme.colors.textMuted};
  @media (forced-colors: active) {
    background: CanvasText;
  }
`;

export interface NutrientBarProps {
  nutrient: PlanNutrient;
  amount: number;
  reference: number;
  /** amount ÷ reference, as the API gives it. */
  share: number;
  /** Who and when, opening the spoken sentence: "Ava, Saturday". */
  context: string;
  /** Said after the reference: "a day on average". */
  per?: string;
  /**
   * What is written: the nutrient and its share ('compact'), with the amounts when there is room
   * ('amounts'), or the share alone where a row header names the nutrient ('share').
   */
  show?: 'compact' | 'amounts' | 'share';
}

/**
 * One nutrient as a bar filled to its share of the reference (capped at 100 %) and words. An
 * `aim` is filled in the primary colour, a `limit` in a neutral one, and a limit passed in the
 * danger colour and with the word "over": never by colour alone. A screen reader hears the
 * whole sentence: "Ava, Saturday: energy 1,180 of 2,400 kcal, 49 %".
 */
export function NutrientBar({ nutrient, amount, reference, share, context, per, show = 'compact' }: NutrientBarProps) {
  const { label, unit, kind } = PLAN_NUTRIENT_INFO[nutrient];
  const over = kind === 'limit' && share > 1;
  const percent = formatPercent(share);
  const amounts = `${formatNutrientAmount(nutrient, amount)} of ${formatNutrientAmount(nutrient, reference)} ${unit}`;
  const sentence = `${context}: ${label.toLowerCase()} ${amounts}${per ? ` ${per}` : ''}, ${percent} %${
    over ? ', over the limit' : ''
  }`;
  // Spaced with real spaces, for copying and reading mode; the flex gap lays them out.
  const words = [
    show !== 'share' && <Name key="name">{label}</Name>,
    <Percent key="percent">{percent}&nbsp;%</Percent>,
    over && <Over key="over">over</Over>,
    show === 'amounts' && (
      <Amount key="amounts">
        {formatNutrientAmount(nutrient, amount)} / {formatNutrientAmount(nutrient, reference)}&nbsp;{unit}
      </Amount>
    ),
  ].filter((word) => word !== false);
  const fill = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  return (
    <Figure role="img" aria-label={sentence}>
      <Words>
        {words.map((word, index) => (
          <Fragment key={word.key}>
            {index > 0 && ' '}
            {word}
          </Fragment>
        ))}
      </Words>
      <Track>
        <Fill $tone={over ? 'over' : kind} style={{ width: `${fill * 100}%` }} />
      </Track>
    </Figure>
  );
}
