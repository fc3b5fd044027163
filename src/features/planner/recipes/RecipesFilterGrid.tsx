import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useGetContentBlocksQuery } from '@/api/cms';
import { pageOfLink } from '@/api/mappers';
import { Pagination } from '@/components/Pagination';
import { Container, Lead, PageSection, PageTitle } from '@/components/Section';
import { Skeleton } from '@/components/Skeleton';
import { RecipeGrid, useRecipeList } from '@/entities/recipe';
import { recipesFilterActions, selectRecipesFilters } from './filtersSlice';
import { ContentCards } from './ContentCards';
import { RecipesFilterBar } from './RecipesFilterBar';

/**
 * SPEC.md §2 'Recipes page': title, description and icon cards, the filter bar and the grid.
 * The planner passes `cardAction` to put '+ Add to planner' on every card.
 */
export function RecipesFilterGrid({
  cardAction,
  before,
}: {
  cardAction?: (recipeId: number) => ReactNode;
  /** Shown just above the filters (the planner's "Adding to Tuesday dinner" bar). */
  before?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectRecipesFilters);
  const intro = useGetContentBlocksQuery('meal-planning-by-age-group');
  const cards = useGetContentBlocksQuery('meal-planner-card');
  const { currentData, isFetching, isError } = useRecipeList({
    categoryId: filters.categoryId,
    ageGroup: filters.ageGroup,
    libraryId: filters.libraryId,
    // Dropped by useRecipeList when signed out.
    safeFor: filters.safeForFamily ? 'household' : undefined,
    page: filters.page,
  });
  const heading = intro.data?.[0];
  return (
    <PageSection>
      <Container>
        <PageTitle>{heading?.title || 'Meal planning by age group'}</PageTitle>
        {intro.isLoading ? (
          // Holds about the description's four lines on a phone, so the cards below do not jump when it arrives.
          <Lead aria-hidden="true">
            <Skeleton $height="6em" />
          </Lead>
        ) : (
          heading?.description && <Lead>{heading.description}</Lead>
        )}
        <ContentCards blocks={cards.data} isLoading={cards.isLoading} />
        {before}
        <RecipesFilterBar />
        <RecipeGrid
          ids={isError ? [] : currentData?.ids}
          isLoading={isFetching && !currentData}
          cardAction={cardAction}
          headingLevel={2}
        />
        {currentData && (
          <Pagination
            links={currentData.page.links}
            pageOf={pageOfLink}
            onPage={(page) => dispatch(recipesFilterActions.pageChosen(page))}
            label="Recipe pages"
          />
        )}
      </Container>
    </PageSection>
  );
}
