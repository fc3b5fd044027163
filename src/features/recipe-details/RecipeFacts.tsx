import styled from 'styled-components';
import type { Recipe } from '@/api/models';
import { shortAgeGroupLabel } from '@/entities/recipe';
import { Panel } from './Panel';
import { formatCount } from '@/lib/formatCount';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    padding: 0.8rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.15rem 0 0;
    font-weight: 700;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

/** The side panel's recipe data. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const facts: [string, string][] = [
    ['Servings', String(recipe.servings)],
    ['Preparation', `${recipe.preparationMinutes} min`],
    ['Cooking', `${recipe.cookingMinutes} min`],
    ['For', shortAgeGroupLabel(recipe.ageGroup)],
    ['Ingredients', String(recipe.ingredientCount)],
    ['Views', formatCount(recipe.views)],
    ['Diet', recipe.library.name],
    ['Category', recipe.category.name],
  ];
  return (
    <Panel aria-labelledby="facts-title">
      <h2 id="facts-title">At a glance</h2>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Panel>
  );
}
