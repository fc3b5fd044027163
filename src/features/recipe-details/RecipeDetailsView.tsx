import styled from 'styled-components';
import { ERRORS } from '@contract/messages';
import type { ApiError } from '@/api/baseApi';
import type { RecipeDetailsResult } from '@/api/recipes';
import { useAppSelector } from '@/store/hooks';
import { Container } from '@/components/Section';
import { PageSpinner } from '@/components/Spinner';
import { selectRecipeById } from '@/store/recipesSlice';
import { ReviewSection } from './reviews/ReviewSection';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { MoreFromLibrary } from './MoreFromLibrary';
import { PlannerNudge } from './PlannerNudge';
import { RecipeAllergens } from './RecipeAllergens';
import { RecipeContent } from './RecipeContent';
import { RecipeFacts } from './RecipeFacts';
import { RecipeHero } from './RecipeHero';
import { RecipeIngredients } from './RecipeIngredients';
import { RecipeNotFound } from './RecipeNotFound';
import { SharePanel } from './SharePanel';

const Body = styled(Container)`
  display: grid;
  gap: 3rem;
  padding-top: 2rem;
  padding-bottom: 2rem;
  ${mq.lg} {
    padding-top: 3rem;
    gap: 4rem;
  }
`;

/*
 * Phones read one column in the document's order: the ingredients (with servings and times) and
 * their allergens and diets, the facts and share panel, then the video and the steps. Wide
 * screens put the facts and share panel in a side column beside both, sticky while the steps
 * scroll (the allergens stay in the main column: a taller sticky column would hide its end).
 */
const Columns = styled.div<{ $side: string }>`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  /* one shrinkable column on phones: a long unbroken word (the source URL) must not widen the page */
  grid-template-columns: minmax(0, 1fr);
  > * {
    min-width: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) ${({ $side }) => $side};
    /* the side column may be taller than the ingredients: the steps' row takes the rest, so
       no gap opens between the ingredients and the steps */
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'ingredients side'
      'content side';
    gap: 1.5rem 2rem;
  }
`;

/* The ingredients, then what they hold: allergens and diets right under the lines they come from. */
const IngredientsArea = styled.div`
  display: grid;
  gap: 1.5rem;
  ${mq.lg} {
    grid-area: ingredients;
  }
`;

const ContentArea = styled.div`
  ${mq.lg} {
    grid-area: content;
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 1.5rem;
  ${mq.lg} {
    grid-area: side;
    position: sticky;
    top: 90px;
  }
`;

export interface RecipeQueryState {
  data?: RecipeDetailsResult;
  isLoading: boolean;
  error?: unknown;
}

/** Shared layout of /recipe-details and /my-recipe-details; the latter has a narrower side panel. */
export function RecipeDetailsView({
  query,
  sideWidth,
  crumbs,
  showSuggestions = true,
}: {
  query: RecipeQueryState;
  sideWidth: string;
  crumbs: { label: string; to?: string }[];
  showSuggestions?: boolean;
}) {
  // The entity (not the document) so a favourite toggled anywhere shows here too.
  const recipe =
    useAppSelector((state) => (query.data ? selectRecipeById(state, query.data.recipe.id) : undefined)) ??
    query.data?.recipe;
  useDocumentTitle(recipe?.name ?? (query.error ? ERRORS.recipeNotFound : 'Recipe'));
  if (query.isLoading) return <PageSpinner label="Loading recipe" />;
  if (!recipe) return <RecipeNotFound failed={Boolean(query.error) && (query.error as ApiError).status !== 404} />;
  const withDetails = recipe.details ? recipe : { ...recipe, details: query.data?.recipe.details };
  return (
    <article>
      <RecipeHero recipe={recipe} crumbs={[...crumbs, { label: recipe.name }]} />
      <Body>
        <Columns $side={sideWidth}>
          <IngredientsArea>
            <RecipeIngredients recipe={withDetails} />
            <RecipeAllergens recipe={withDetails} />
          </IngredientsArea>
          <Side>
            <RecipeFacts recipe={recipe} />
            <SharePanel title={recipe.name} />
          </Side>
          <ContentArea>
            <RecipeContent recipe={withDetails} />
          </ContentArea>
        </Columns>
        {showSuggestions && <MoreFromLibrary recipe={recipe} />}
        <PlannerNudge recipeId={recipe.id} recipeName={recipe.name} />
        <ReviewSection recipeId={recipe.id} />
      </Body>
    </article>
  );
}
