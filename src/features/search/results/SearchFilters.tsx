import { useId } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { AGE_GROUP_LABELS, AGE_GROUPS, SEARCH_TIME_LIMITS, type AgeGroup } from '@contract/constants';
import { useGetCategoriesQuery, useGetLibrariesQuery } from '@/api/cms';
import { Button } from '@/components/Button';
import { SelectField } from '@/components/form';
import { SafeForFamilyHint, SafeForFamilyToggle } from '@/entities/recipe';
import { mq } from '@/theme/theme';
import { hasPageFilters, type SearchPageFilterPatch, type SearchPageFilters } from './searchPageParams';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  gap: 0.75rem;
  margin: 1rem 0 1.5rem;
  /* Two short selects side by side on most phones: four stacked filled the first screen. */
  @media (min-width: 360px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  ${row({ wrap: 'wrap', align: 'center', gap: '0.75rem' })}
`;

const AGE_OPTIONS = AGE_GROUPS.map((ageGroup) => ({ value: ageGroup, label: AGE_GROUP_LABELS[ageGroup] }));
const TIME_OPTIONS = SEARCH_TIME_LIMITS.map((minutes) => ({ value: minutes, label: `${minutes} min or less` }));

/** Named items of the CMS (libraries, categories) as a select's options, by id. */
const optionsByName = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** A select's value as an id: '' (the "any" option, the select's placeholder) is 0. */
const idOf = (value: string) => (value ? Number(value) : 0);

/**
 * The page's filters (library or diet, category, age group, time, "Safe for my family" when
 * signed in) and "Clear filters" while any is set. Every change goes to the address.
 */
export function SearchFilters({
  filters,
  signedIn,
  onChange,
  onClear,
}: {
  filters: SearchPageFilters;
  signedIn: boolean;
  onChange: (patch: SearchPageFilterPatch) => void;
  onClear: () => void;
}) {
  const { data: libraries = [] } = useGetLibrariesQuery();
  const { data: categories = [] } = useGetCategoriesQuery();
  const hintId = useId();
  const safe = signedIn && filters.safe;
  return (
    <Bar role="group" aria-label="Filters">
      <SelectField
        label="Diet or library"
        value={filters.libraryId || ''}
        onChange={(event) => onChange({ libraryId: idOf(event.target.value) })}
        placeholder="All libraries"
        options={optionsByName(libraries)}
      />
      <SelectField
        label="Category"
        value={filters.categoryId || ''}
        onChange={(event) => onChange({ categoryId: idOf(event.target.value) })}
        placeholder="All categories"
        options={optionsByName(categories)}
      />
      <SelectField
        label="Age group"
        value={filters.ageGroup}
        onChange={(event) => onChange({ ageGroup: event.target.value as AgeGroup | '' })}
        placeholder="All ages"
        options={AGE_OPTIONS}
      />
      <SelectField
        label="Time"
        value={filters.maxMinutes || ''}
        onChange={(event) => onChange({ maxMinutes: idOf(event.target.value) })}
        placeholder="Any time"
        options={TIME_OPTIONS}
      />
      {(signedIn || hasPageFilters(filters)) && (
        <Actions>
          {signedIn && <SafeForFamilyToggle on={safe} onChange={(on) => onChange({ safe: on })} hintId={hintId} />}
          {hasPageFilters(filters) && (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          )}
          {safe && <SafeForFamilyHint id={hintId} />}
        </Actions>
      )}
    </Bar>
  );
}
