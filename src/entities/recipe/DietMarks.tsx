import styled from 'styled-components';
import { DIET_NAMES, type Diet } from '@contract/constants';
import { plural } from '@/lib/plural';
import { dietMarks, MAX_DIET_MARKS } from './dietMarks';

const dietName = (diet: Diet): string => DIET_NAMES[diet] ?? diet;

const Line = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.45rem;
  min-width: 0;
  font-size: 0.75rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Caption = styled.span`
  flex: none;
  font-weight: 600;
`;

const Marks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.05rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
    white-space: nowrap;
  }
`;

/**
 * A card's "Suits" line: up to two diets (the most telling; "Vegan" stands for vegetarian
 * too), then "+N" naming the rest to screen readers. Nothing for a recipe that suits none.
 */
export function DietMarks({ diets }: { diets: readonly Diet[] }) {
  const marks = dietMarks(diets);
  if (marks.length === 0) return null;
  const shown = marks.slice(0, MAX_DIET_MARKS);
  const rest = marks.slice(MAX_DIET_MARKS);
  return (
    <Line>
      <Caption>Suits</Caption>
      <Marks aria-label="Diets">
        {shown.map((diet) => (
          <li key={diet}>{dietName(diet)}</li>
        ))}
        {rest.length > 0 && (
          <li>
            <span aria-hidden="true">+{rest.length}</span>
            <span className="visually-hidden">
              and {rest.length} more {plural(rest.length, 'diet')}: {rest.map(dietName).join(', ')}
            </span>
          </li>
        )}
      </Marks>
    </Line>
  );
}
