import styled from 'styled-components';
import { ALLERGENS, DIET_NAMES } from '@contract/constants';
import type { AllergenSource, Recipe } from '@/api/models';
import { Icon } from '@/components/Icon';
import { allergenName } from '@/entities/recipe';
import { Panel } from './Panel';

const Sources = styled.ul`
  display: grid;
  gap: 0.45rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.5rem 0.8rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accentSoft};
    line-height: 1.45;
  }
  strong {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Diets = styled.p`
  margin: 0.9rem 0 0;
  strong {
    font-weight: 600;
  }
`;

const Unread = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0.9rem 0 0;
  padding: 0.6rem 0.8rem;
  border-left: 3px solid ${({ theme }) => theme.colors.accentText};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  svg {
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Disclaimer = styled.p`
  margin: 0.9rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Each allergen with the lines that bring it, in ALLERGENS order. An allergen the card knows of
 * but the details did not trace still shows (without its lines): never fewer than the card.
 */
function allergenLines(sources: readonly AllergenSource[], cardAllergens: Recipe['allergens']): AllergenSource[] {
  const traced = new Set(sources.map((source) => source.allergen));
  const lines = [
    ...sources,
    ...cardAllergens.filter((allergen) => !traced.has(allergen)).map((allergen) => ({ allergen, ingredients: [] })),
  ];
  return lines.sort((a, b) => ALLERGENS.indexOf(a.allergen) - ALLERGENS.indexOf(b.allergen));
}

/**
 * "Allergens and diets": what the server read from the ingredients through the food catalogue,
 * the diets the recipe suits, and the lines nobody could read (never implied safe). Nothing for
 * an answer without an allergen reading (the original API), rather than a false "none".
 */
export function RecipeAllergens({ recipe }: { recipe: Recipe }) {
  const sources = recipe.details?.allergenSources;
  if (!sources) return null;
  const unread = recipe.details?.unreadIngredients ?? [];
  const lines = allergenLines(sources, recipe.allergens);
  return (
    <Panel aria-labelledby="allergens-title">
      <h2 id="allergens-title">Allergens and diets</h2>
      {lines.length > 0 ? (
        <Sources aria-label="Allergens">
          {lines.map((line) => (
            <li key={line.allergen}>
              <strong>{allergenName(line.allergen)}</strong>
              {line.ingredients.length > 0 && <> — from {line.ingredients.join('; ')}</>}
            </li>
          ))}
        </Sources>
      ) : (
        <Text>
          {unread.length > 0
            ? 'No major allergens found in the ingredients we could read.'
            : 'No major allergens found in the ingredients.'}
        </Text>
      )}
      {recipe.suitsDiets.length > 0 && (
        <Diets>
          <strong>Suits:</strong> {recipe.suitsDiets.map((diet) => DIET_NAMES[diet] ?? diet).join(' · ')}
        </Diets>
      )}
      {unread.length > 0 && (
        <Unread>
          <Icon name="warning" size={16} />
          <span>
            We couldn’t check: {unread.join('; ')}. Check {unread.length === 1 ? 'its label' : 'their labels'}.
          </span>
        </Unread>
      )}
      <Disclaimer>Read from the ingredients — always check the labels of what you buy.</Disclaimer>
    </Panel>
  );
}
