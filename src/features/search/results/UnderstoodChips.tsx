import styled from 'styled-components';
import { circle, pill, row } from '@/theme/layout';
import { searchTextWithout, understoodLabel, understoodParts } from '@contract/searchText';
import { toSearchUnderstoodDto } from '@/api/mappers';
import type { SearchUnderstood } from '@/api/models';

const List = styled.ul`
  ${row({ wrap: 'wrap', gap: '0.5rem' })}
  margin: 0.5rem 0 1rem;
  padding: 0;
  list-style: none;
`;

const Pill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 100%;
  min-height: 40px;
  padding: 0 0.25rem 0 0.9rem;
  ${pill}
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;

const Remove = styled.button`
  ${circle('36px')}
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The words the search read as filters, as chips ("Free from: Peanuts"); removing one searches
 * the same words without it.
 */
export function UnderstoodChips({
  understood,
  onSearch,
}: {
  understood: SearchUnderstood;
  onSearch: (q: string) => void;
}) {
  const wire = toSearchUnderstoodDto(understood);
  const parts = understoodParts(wire);
  if (parts.length === 0) return null;
  return (
    <List aria-label="Understood as filters">
      {parts.map((part) => {
        const label = understoodLabel(part);
        return (
          <Pill key={label}>
            {label}
            <Remove
              type="button"
              aria-label={`Remove ${label}`}
              onClick={() => onSearch(searchTextWithout(wire, part))}
            >
              <span aria-hidden="true">×</span>
            </Remove>
          </Pill>
        );
      })}
    </List>
  );
}
