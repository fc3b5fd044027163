import { useId } from 'react';
import styled from 'styled-components';
import { AGE_GROUPS, AGE_GROUP_LABELS } from '@contract/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import { useGetCategoriesQuery, useGetLibrariesQuery } from '@/api/cms';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { SelectField } from '@/components/form';
import { ALL } from '@/api/recipes';
import { recipesFilterActions, selectRecipesFilters } from './filtersSlice';
import { SafeForFamilyHint, SafeForFamilyToggle } from '@/entities/recipe';
import { row } from '@/theme/layout';
import { mq } from '@/theme/theme';

const Bar = styled.div`
  display: grid;
  gap: 1.25rem;
  margin: 2.5rem 0 2rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Chips = styled.div`
  ${row({ gap: '0.5rem' })};
  overflow-x: auto;
  padding-bottom: 0.25rem;
  ${mq.md} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const Selects = styled.div`
  display: grid;
  gap: 1rem;
  align-items: end;
  ${mq.md} {
    /* The two selects share the width; the toggle (signed in) and Reset take what they need. */
    grid-template-columns: 1fr 1fr;
    grid-auto-columns: auto;
    grid-auto-flow: column;
  }
`;

/**
 * Category chips, age-group and library selects, "Safe for my family" (signed in), Reset to 'All'
 * (SPEC.md §2 'Recipes page').
 */
export function RecipesFilterBar() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectRecipesFilters);
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: libraries = [] } = useGetLibrariesQuery();
  const signedIn = useAppSelector(selectIsSignedIn);
  const hintId = useId();
  const safeForFamily = signedIn && filters.safeForFamily;
  return (
    <Bar>
      <Chips role="group" aria-label="Category">
        <Chip
          label="All"
          selected={filters.categoryId === ALL}
          onClick={() => dispatch(recipesFilterActions.categoryChosen(ALL))}
        />
        {categories.map((category) => (
          <Chip
            key={category.id}
            label={category.name}
            selected={filters.categoryId === category.id}
            onClick={() => dispatch(recipesFilterActions.categoryChosen(category.id))}
          />
        ))}
      </Chips>
      <Selects>
        <SelectField
          label="Age group"
          value={filters.ageGroup}
          onChange={(event) => dispatch(recipesFilterActions.ageGroupChosen(event.target.value))}
          options={[
            { value: '', label: 'All' },
            ...AGE_GROUPS.map((group) => ({ value: group, label: AGE_GROUP_LABELS[group] })),
          ]}
        />
        <SelectField
          label="Recipe library"
          value={filters.libraryId}
          onChange={(event) => dispatch(recipesFilterActions.libraryChosen(Number(event.target.value)))}
          options={[
            { value: ALL, label: 'All' },
            ...libraries.map((library) => ({ value: library.id, label: library.name })),
          ]}
        />
        {signedIn && (
          <SafeForFamilyToggle
            on={safeForFamily}
            onChange={(on) => dispatch(recipesFilterActions.safeForFamilyChosen(on))}
            hintId={hintId}
          />
        )}
        <Button variant="secondary" onClick={() => dispatch(recipesFilterActions.reset())}>
          Reset
        </Button>
      </Selects>
      {safeForFamily && <SafeForFamilyHint id={hintId} />}
    </Bar>
  );
}
