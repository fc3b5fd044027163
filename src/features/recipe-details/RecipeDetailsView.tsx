import styled, { css } from 'styled-components';
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

/* On paper: one column, whatever the screen's width. */
const printOneColumn = css`
  @media print {
    display: block !important;
    > * + * {
      margin-top: 1.5rem;
    }
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
  ${printOneColumn}
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
  @media print {
    > * > :not(:has(#steps-title)) {
      display: none !important;
    }
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

/** Wraps a section that means nothing on paper, without a box of its own on screen. */
const PrintHidden = styled.div`
  display: contents;
`;

/*
 * On paper (src/theme/GlobalStyle.ts hides the site's chrome and every data-print="hide"): the
 * name over a small photo, the ingredients with their servings-and-times line (as scaled on
 * screen), the numbered steps, black on white in one column. The steps' panel is the only part of
 * the content column printed (no video, nutrition, tags or source), and no button is.
 */
const Article = styled.article`
  @media print {
    * {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    button {
      display: none !important;
    }
    > header {
      min-height: 0 !important;
      > img {
        position: static !important;
        width: auto !important;
        max-width: 45%;
        max-height: 6cm;
        height: auto !important;
        aspect-ratio: auto !important;
      }
    }
    > header > div,
    > header > div > div {
      padding: 0 !important;
    }
    > header > div > div > :not(h1) {
      display: none !important;
    }
    li {
      break-inside: avoid;
    }
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
    <Article>
      <RecipeHero recipe={recipe} crumbs={[...crumbs, { label: recipe.name }]} />
      <Body>
        <Columns $side={sideWidth}>
          <IngredientsArea>
            <RecipeIngredients recipe={withDetails} />
            <PrintHidden data-print="hide">
              <RecipeAllergens recipe={withDetails} />
            </PrintHidden>
          </IngredientsArea>
          <Side data-print="hide">
            <RecipeFacts recipe={recipe} />
            <SharePanel title={recipe.name} />
          </Side>
          <ContentArea>
            <RecipeContent recipe={withDetails} />
          </ContentArea>
        </Columns>
        <PrintHidden data-print="hide">
          {showSuggestions && <MoreFromLibrary recipe={recipe} />}
          <PlannerNudge recipeId={recipe.id} recipeName={recipe.name} />
          <ReviewSection recipeId={recipe.id} />
        </PrintHidden>
      </Body>
    </Article>
  );
}
