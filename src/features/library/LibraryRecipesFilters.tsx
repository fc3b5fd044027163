import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useGetCategoriesQuery, useGetTagsQuery } from '@/api/cms';
import type { RecipeList } from '@/api/recipes';
import { Button } from '@/components/Button';
import { SelectField } from '@/components/form';
import { mq } from '@/theme/theme';
import { CategoryTabs } from './CategoryTabs';
import { libraryCategoryChosen, libraryFiltersReset, libraryTagChosen, selectLibraryFilters } from './filtersSlice';

const Bar = styled.div`
  display: grid;
  gap: 1rem;
  margin: 1.5rem 0 2rem;
  ${mq.lg} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: end;
  gap: 0.75rem;
  > :first-child {
    flex: 1;
    min-width: 200px;
  }
`;

/** Category tabs with counts, the tag dropdown and Reset; all in the `filters` slice. */
export function LibraryRecipesFilters({ libraryId, list }: { libraryId: number; list: RecipeList | undefined }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectLibraryFilters);
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: tags = [] } = useGetTagsQuery(libraryId);
  return (
    <Bar>
      <CategoryTabs
        categories={categories}
        counts={list?.categoryCounts}
        totalAll={list?.totalAll}
        selected={filters.categoryId}
        onSelect={(id) => dispatch(libraryCategoryChosen(id))}
      />
      <Controls>
        <SelectField
          label="Tag"
          value={filters.tagId ?? ''}
          onChange={(event) => dispatch(libraryTagChosen(event.target.value ? Number(event.target.value) : null))}
          options={[{ value: '', label: 'All tags' }, ...tags.map((tag) => ({ value: tag.id, label: `#${tag.name}` }))]}
        />
        <Button variant="secondary" onClick={() => dispatch(libraryFiltersReset())}>
          Reset
        </Button>
      </Controls>
    </Bar>
  );
}
