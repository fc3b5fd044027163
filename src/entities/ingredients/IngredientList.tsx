import styled from 'styled-components';
import type { RecipeIngredient } from '@/api/models';
import { scaledLine } from './scaledLine';

/**
 * The list the ingredient lines are shown in (recipe page, cook view): one line under another,
 * each on a rounded patch of the page's background, the amounts in the primary's dark shade. A
 * feature extends it with its own size and spacing of a line.
 */
export const IngredientList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** One line's words for `factor` times the recipe: the scaled amount emphasised, then the item. */
export function ScaledLineText({ line, factor }: { line: RecipeIngredient; factor: number }) {
  const { amount, item } = scaledLine(line, factor);
  return amount ? (
    <>
      <strong>{amount}</strong> {item}
    </>
  ) : (
    item
  );
}
