import styled from 'styled-components';
import type { RecipeIngredient } from '@/api/models';
import { scaledLine } from './scaledLine';

const Lines = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
    padding: 0.6rem 0.9rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Ingredient lines with their amounts for `factor` times the recipe, the amount emphasised. */
export function IngredientLines({ lines, factor }: { lines: readonly RecipeIngredient[]; factor: number }) {
  return (
    <Lines>
      {lines.map((line) => {
        const { amount, item } = scaledLine(line, factor);
        return (
          <li key={line.id}>
            {amount ? (
              <>
                <strong>{amount}</strong> {item}
              </>
            ) : (
              item
            )}
          </li>
        );
      })}
    </Lines>
  );
}

/** The lines a step uses, in the recipe's order (ids the recipe does not have are skipped). */
export function linesOfStep(lines: readonly RecipeIngredient[], ids: readonly number[]): RecipeIngredient[] {
  const wanted = new Set(ids);
  return lines.filter((line) => wanted.has(line.id));
}
