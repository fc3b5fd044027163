import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import type { Recipe } from '@/api/models';
import { EstimatedNutrition } from '@/entities/nutrition';
import { siteName } from '@/lib/siteName';
import { Panel } from './Panel';
import { RecipeVideo } from './RecipeVideo';
import { StartCookingLink } from './StartCookingLink';

const Steps = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.3rem;
    padding-left: 1rem;
    border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 0.85rem;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
  }
`;

const StepsHead = styled.div`
  ${row({ wrap: 'wrap', align: 'center', justify: 'space-between', gap: '0.75rem 1rem' })}
  margin-bottom: 1rem;
  h2 {
    margin: 0;
  }
`;

const Tags = styled.ul`
  ${row({ wrap: 'wrap', gap: '0.5rem' })}
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    ${pill}
    padding: 0.3rem 0.8rem;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
    font-size: 0.88rem;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

const Nutrition = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/* The estimate under the author's own words, set apart from them. */
const Estimate = styled.div`
  min-width: 0;
  p + & {
    margin-top: 1.25rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** "From bbcgoodfood.com", linking the page the recipe came from; nothing for a link that is not http(s). */
function RecipeSource({ link }: { link: string }) {
  const site = siteName(link);
  if (!site) return null;
  return (
    <Panel aria-labelledby="source-title">
      <h2 id="source-title">Source</h2>
      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
        {RECIPE_IMPORT_MESSAGES.fromSite(site)}
      </a>
    </Panel>
  );
}

/**
 * The main column after the ingredients: video, Step-N instructions (and cook mode's link), nutrition (the author's words
 * and the estimate from the ingredients), tags, source.
 */
export function RecipeContent({ recipe }: { recipe: Recipe }) {
  const details = recipe.details;
  return (
    <Stack>
      {recipe.video && <RecipeVideo path={recipe.video} title={recipe.name} />}
      <Panel aria-labelledby="steps-title">
        <StepsHead>
          <h2 id="steps-title">Instructions</h2>
          {details && details.instructions.length > 0 && (
            <StartCookingLink recipeId={recipe.id}>Cook step by step</StartCookingLink>
          )}
        </StepsHead>
        <Steps>
          {details?.instructions.map((item, index) => (
            <li key={item.id}>
              <strong>Step-{index + 1}</strong>
              <p>{item.step}</p>
            </li>
          ))}
        </Steps>
      </Panel>
      {details && (details.nutrition || details.nutritionPerServing !== undefined) && (
        <Panel aria-labelledby="nutrition-title">
          <h2 id="nutrition-title">Nutrition</h2>
          {details.nutrition && <Nutrition>{details.nutrition}</Nutrition>}
          {/* An answer without an estimate (the original API) shows none, not "could not estimate". */}
          {details.nutritionPerServing !== undefined && (
            <Estimate>
              <EstimatedNutrition estimate={details.nutritionPerServing} servings={recipe.servings} />
            </Estimate>
          )}
        </Panel>
      )}
      {details && details.tags.length > 0 && (
        <Panel aria-labelledby="tags-title">
          <h2 id="tags-title">Tags</h2>
          <Tags>
            {details.tags.map((tag) => (
              <li key={tag.id}>#{tag.name}</li>
            ))}
          </Tags>
        </Panel>
      )}
      {details?.resourceLink && <RecipeSource link={details.resourceLink} />}
    </Stack>
  );
}
