import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { servingsFactor } from '@contract/quantities';
import type { Recipe, RecipeDetails } from '@/api/models';
import { canRescale, IngredientList, MAX_SERVINGS_MULTIPLE, ScaledLineText } from '@/entities/ingredients';
import { setChosenServings } from './chosenServings';
import { Panel } from './Panel';
import { ServingsStepper } from './ServingsStepper';

const Ingredients = styled(IngredientList)`
  li {
    ${row({ align: 'baseline', gap: '0.6rem' })}
    padding: 0.55rem 0.8rem;
  }
  li::before {
    content: '';
    width: 8px;
    height: 8px;
    flex-shrink: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
  li > span {
    min-width: 0;
  }
`;

const Meta = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One line as the page reads it: the line as written (`name`), and, when the answer carries them
 * (IngredientDto), its amount's parts and `item`, the line without its amount.
 */
export type IngredientLine = RecipeDetails['ingredients'][number];

/** The servings stepper (when a line can be scaled) and the lines for the servings it shows. */
function ScalableIngredients({
  recipeId,
  lines,
  baseServings,
}: {
  recipeId: number;
  lines: readonly IngredientLine[];
  baseServings: number;
}) {
  const [servings, setServings] = useState(baseServings);
  // "Start cooking" opens cook mode at what the stepper shows.
  useEffect(() => {
    setChosenServings(recipeId, servings === baseServings ? null : servings);
    return () => setChosenServings(recipeId, null);
  }, [recipeId, servings, baseServings]);
  // No stepper without the recipe's servings, nor when no line carries an amount to rescale.
  const scalable = baseServings > 0 && lines.some(canRescale);
  const factor = scalable ? servingsFactor(servings, baseServings) : 1;
  return (
    <>
      {scalable && (
        <ServingsStepper
          servings={servings}
          baseServings={baseServings}
          min={1}
          max={baseServings * MAX_SERVINGS_MULTIPLE}
          onChange={setServings}
        />
      )}
      <Ingredients>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              <ScaledLineText line={line} factor={factor} />
            </span>
          </li>
        ))}
      </Ingredients>
    </>
  );
}

/**
 * The first panel: servings and times, the servings stepper, then the ingredients
 * (RecipeDetailsView places it first on every screen).
 */
export function RecipeIngredients({ recipe }: { recipe: Recipe }) {
  const lines: readonly IngredientLine[] = recipe.details?.ingredients ?? [];
  const baseServings = Number.isFinite(recipe.servings) ? Math.round(recipe.servings) : 0;
  return (
    <Panel aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">Ingredients</h2>
      <Meta>
        Serves {recipe.servings} · Preparation {recipe.preparationMinutes} min · Cooking {recipe.cookingMinutes} min
      </Meta>
      {/* A new recipe (or new servings) starts the stepper afresh. */}
      <ScalableIngredients
        key={`${recipe.id}:${baseServings}`}
        recipeId={recipe.id}
        lines={lines}
        baseServings={baseServings}
      />
    </Panel>
  );
}
