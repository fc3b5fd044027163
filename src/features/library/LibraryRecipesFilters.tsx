import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import { useGetCategoriesQuery, useGetTagsQuery } from '@/api/cms';
import type { RecipeList } from '@/api/recipes';
import { Button } from '@/components/Button';
import { SelectField } from '@/components/form';
import { SafeForFamilyHint, SafeForFamilyToggle } from '@/entities/recipe';
import { mq } from '@/theme/theme';
import { CategoryTabs } from './CategoryTabs';
import { libraryFilterActions, selectLibraryFilters } from './filtersSlice';

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
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  > :first-child {
    flex: 1;
    min-width: 200px;
  }
`;

/** Under both the tabs and the controls, so showing it moves neither. */
const HintRow = styled.div`
  grid-column: 1 / -1;
  margin-top: -0.5rem;
`;

/**
 * Category tabs with counts, the tag dropdown, "Safe for my family" (signed in) and Reset; all in
 * the `libraryFilters` slice.
 */
export function LibraryRecipesFilters({ libraryId, list }: { libraryId: number; list: RecipeList | undefined }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectLibraryFilters);
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: tags = [] } = useGetTagsQuery(libraryId);
  const signedIn = useAppSelector(selectIsSignedIn);
  const hintId = useId();
  const safeForFamily = signedIn && filters.safeForFamily;
  return (
    <Bar>
      <CategoryTabs
        categories={categories}
        counts={list?.categoryCounts}
        totalAll={list?.totalAll}
        selected={filters.categoryId}
        onSelect={(id) => dispatch(libraryFilterActions.categoryChosen(id))}
      />
      <Controls>
        <SelectField
          label="Tag"
          value={filters.tagId ?? ''}
          onChange={(event) =>
            dispatch(libraryFilterActions.tagChosen(event.target.value ? Number(event.target.value) : null))
          }
          options={[{ value: '', label: 'All tags' }, ...tags.map((tag) => ({ value: tag.id, label: `#${tag.name}` }))]}
        />
        {signedIn && (
          <SafeForFamilyToggle
            on={safeForFamily}
            onChange={(on) => dispatch(libraryFilterActions.safeForFamilyChosen(on))}
            hintId={hintId}
          />
        )}
        <Button variant="secondary" onClick={() => dispatch(libraryFilterActions.reset())}>
          Reset
        </Button>
      </Controls>
      {safeForFamily && (
        <HintRow>
          <SafeForFamilyHint id={hintId} />
        </HintRow>
      )}
    </Bar>
  );
}
