import styled from 'styled-components';
import type { Category } from '@/api/cms';
import { Chip } from '@/components/Chip';
import { mq } from '@/theme/theme';
import { ALL } from '@/api/recipes';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  padding: 0.25rem 0.1rem 0.5rem;
  ${mq.md} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

/** 'All Recipes' first, then each category, each with its count (SPEC.md §2). */
export function CategoryTabs({
  categories,
  counts,
  totalAll,
  selected,
  onSelect,
}: {
  categories: Category[];
  counts: Record<number, number> | undefined;
  totalAll: number | undefined;
  selected: number;
  onSelect: (categoryId: number) => void;
}) {
  return (
    <Row role="group" aria-label="Category">
      <Chip label="All Recipes" count={totalAll} selected={selected === ALL} onClick={() => onSelect(ALL)} />
      {categories.map((category) => (
        <Chip
          key={category.id}
          label={category.name}
          count={counts ? (counts[category.id] ?? 0) : undefined}
          selected={selected === category.id}
          onClick={() => onSelect(category.id)}
        />
      ))}
    </Row>
  );
}
