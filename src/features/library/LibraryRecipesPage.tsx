import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useGetLibrariesQuery } from '@/api/cms';
import { Breadcrumb } from '@/components/Breadcrumb';
import { EmptyState } from '@/components/EmptyState';
import { Container, PageSection, PageTitle } from '@/components/Section';
import { BlogsCarousel } from '@/entities/blog';
import { PagedRecipeGrid, useRecipeList } from '@/entities/recipe';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { libraryFilterActions, selectLibraryFilters } from './filtersSlice';
import { LibraryRecipesFilters } from './LibraryRecipesFilters';
import { ShareBanner } from './ShareBanner';

export default function LibraryRecipesPage() {
  const libraryId = Number(useParams().id);
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectLibraryFilters);
  const { data: libraries, isLoading: librariesLoading } = useGetLibrariesQuery();
  const library = libraries?.find((candidate) => candidate.id === libraryId);
  const valid = Number.isInteger(libraryId) && libraryId > 0;
  const list = useRecipeList(
    {
      libraryId,
      categoryId: filters.categoryId,
      tagId: filters.tagId,
      // Dropped by useRecipeList when signed out.
      safeFor: filters.safeForFamily ? 'household' : undefined,
      page: filters.page,
    },
    { skip: !valid },
  );
  useDocumentTitle(library ? `${library.name} recipes` : 'Recipes');

  // Another library starts from 'All Recipes' and no tag.
  useEffect(() => {
    dispatch(libraryFilterActions.reset());
  }, [dispatch, libraryId]);

  if (!valid || (!librariesLoading && libraries && !library)) {
    return (
      <PageSection>
        <Container>
          <EmptyState title="This recipe library does not exist." icon="book">
            <Link to="/recipe-library">See all libraries</Link>
          </EmptyState>
        </Container>
      </PageSection>
    );
  }

  return (
    <>
      <PageSection>
        <Container>
          <Breadcrumb
            items={[
              { label: 'Home', to: '/' },
              { label: 'All Recipe Library', to: '/recipe-library' },
              { label: library?.name ?? '…' },
            ]}
          />
          <PageTitle>{library ? `${library.name} recipes` : 'Recipes'}</PageTitle>
          <LibraryRecipesFilters libraryId={libraryId} list={list.data} />
          <PagedRecipeGrid list={list} onPage={(page) => dispatch(libraryFilterActions.pageChosen(page))} eagerFirst />
        </Container>
      </PageSection>
      <ShareBanner />
      <BlogsCarousel />
    </>
  );
}
