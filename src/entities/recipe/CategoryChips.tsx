import styled from 'styled-components';
import { useGetCategoriesQuery } from '@/api/cms';
import { Chip } from '@/components/Chip';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  padding-bottom: 0.25rem;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const ALL_CATEGORIES = 0;

/** 'All Recipes' plus one chip per category (GET /api/categories). */
export function CategoryChips({ value, onChange }: { value: number; onChange: (categoryId: number) => void }) {
  const { data: categories = [] } = useGetCategoriesQuery();
  return (
    <Row role="group" aria-label="Filter by category">
      <Chip label="All Recipes" selected={value === ALL_CATEGORIES} onClick={() => onChange(ALL_CATEGORIES)} />
      {categories.map((category) => (
        <Chip
          key={category.id}
          label={category.name}
          selected={value === category.id}
          onClick={() => onChange(category.id)}
        />
      ))}
    </Row>
  );
}
