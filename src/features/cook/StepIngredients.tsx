import styled from 'styled-components';
import type { RecipeIngredient } from '@/api/models';
import { IngredientList, ScaledLineText } from '@/entities/ingredients';

const Lines = styled(IngredientList)`
  li {
    min-width: 0;
    padding: 0.6rem 0.9rem;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

/** Ingredient lines with their amounts for `factor` times the recipe, the amount emphasised. */
export function IngredientLines({ lines, factor }: { lines: readonly RecipeIngredient[]; factor: number }) {
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line.id}>
          <ScaledLineText line={line} factor={factor} />
        </li>
      ))}
    </Lines>
  );
}

/** The lines a step uses, in the recipe's order (ids the recipe does not have are skipped). */
export function linesOfStep(lines: readonly RecipeIngredient[], ids: readonly number[]): RecipeIngredient[] {
  const wanted = new Set(ids);
  return lines.filter((line) => wanted.has(line.id));
}
