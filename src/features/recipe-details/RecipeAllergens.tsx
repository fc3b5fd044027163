import styled from 'styled-components';
import { row } from '@/theme/layout';
import { ALLERGENS, DIET_NAMES } from '@contract/constants';
import type { AllergenSource, Recipe } from '@/api/models';
import { Icon } from '@/components/Icon';
import { allergenName } from '@/entities/recipe';
import { libraryDietNote, mayContainDietNotes } from './dietNotes';
import { Panel } from './Panel';

const Sources = styled.ul`
  overflow-wrap: anywhere;
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

const MayContainLabel = styled.p`
  margin: 0.9rem 0 0.45rem;
  font-weight: 600;
`;

/**
 * Softer than what it contains (issue 35): outlined, not filled, the allergen's name muted
 * (textMuted on white, 6.5:1) rather than in the accent.
 */
const MayContain = styled.ul`
  display: grid;
  gap: 0.45rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
  li {
    padding: 0.45rem 0.8rem;
    border: 1px dashed ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    line-height: 1.45;
  }
  strong {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Notes = styled.div`
  margin: 0.9rem 0 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
    line-height: 1.45;
  }
  p + p {
    margin-top: 0.5rem;
  }
`;

const Diets = styled.p`
  margin: 0.9rem 0 0;
  strong {
    font-weight: 600;
  }
`;

const Unread = styled.p`
  overflow-wrap: anywhere;
  ${row({ align: 'flex-start', gap: '0.5rem' })}
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
 * Each allergen the recipe may contain (issue 35) with the lines that may carry it: the card's
 * `mayContain` at least, and never one it contains (that is said above, more firmly).
 */
function mayContainLines(recipe: Recipe, contained: readonly AllergenSource[]): AllergenSource[] {
  const containedAllergens = new Set(contained.map((line) => line.allergen));
  return allergenLines(recipe.details?.mayContainSources ?? [], recipe.mayContain).filter(
    (line) => !containedAllergens.has(line.allergen),
  );
}

function noAllergensText(unread: readonly string[], mayContain: readonly AllergenSource[]): string {
  const found =
    unread.length > 0
      ? 'No major allergens found in the ingredients we could read'
      : 'No major allergens found in the ingredients';
  return mayContain.length > 0 ? `${found}; some may carry traces, below.` : `${found}.`;
}

/**
 * "Allergens and diets": what the server read from the ingredients through the food catalogue,
 * what they may carry (softer), the diets the recipe suits and why not the one its library
 * promises, and the lines nobody could read (never implied safe). Nothing for an answer without
 * an allergen reading (the original API), rather than a false "none".
 */
export function RecipeAllergens({ recipe }: { recipe: Recipe }) {
  const sources = recipe.details?.allergenSources;
  if (!sources) return null;
  const unread = recipe.details?.unreadIngredients ?? [];
  const lines = allergenLines(sources, recipe.allergens);
  const mayContain = mayContainLines(recipe, lines);
  const notes = [libraryDietNote(recipe), ...mayContainDietNotes(recipe, mayContain)].filter(
    (note): note is string => note !== null,
  );
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
        <Text>{noAllergensText(unread, mayContain)}</Text>
      )}
      {mayContain.length > 0 && (
        <>
          <MayContainLabel>May contain (traces, or some brands):</MayContainLabel>
          <MayContain aria-label="May contain">
            {mayContain.map((line) => (
              <li key={line.allergen}>
                <span className="visually-hidden">May contain: </span>
                <strong>{allergenName(line.allergen)}</strong>
                {line.ingredients.length > 0 && <> — from {line.ingredients.join('; ')}</>}
              </li>
            ))}
          </MayContain>
        </>
      )}
      {recipe.suitsDiets.length > 0 && (
        <Diets>
          <strong>Suits:</strong> {recipe.suitsDiets.map((diet) => DIET_NAMES[diet] ?? diet).join(' · ')}
        </Diets>
      )}
      {notes.length > 0 && (
        <Notes>
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </Notes>
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
