import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import { plural } from '@/lib/plural';

/** 'allergen' marks in the accent colours, 'diet' marks in the primary ones. */
export type MarkTone = 'allergen' | 'diet';

const Line = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.45rem;
  min-width: 0;
  font-size: 0.75rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Caption = styled.span`
  flex: none;
  font-weight: 600;
`;

const Marks = styled.ul<{ $tone: MarkTone }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  flex: 1;
  min-width: 0;
  ${bareList}
  li {
    padding: 0.05rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $tone }) => ($tone === 'allergen' ? theme.colors.accentSoft : theme.colors.primarySoft)};
    color: ${({ theme, $tone }) => ($tone === 'allergen' ? theme.colors.accentText : theme.colors.primaryDark)};
    font-weight: 600;
    white-space: nowrap;
  }
`;

export interface MarkLineProps<Item extends string> {
  /** The word before the marks: "Contains", "Suits". */
  caption: string;
  /** The list's accessible name: "Allergens", "Diets". */
  listLabel: string;
  items: readonly Item[];
  nameOf: (item: Item) => string;
  /** How many marks show before "+N". */
  max: number;
  /** What one item is called in the "+N" sentence: "allergen" → "and 2 more allergens: …". */
  noun: string;
  tone: MarkTone;
  className?: string;
}

/**
 * A card's labelled line of small marks: up to `max` of them, then "+N" naming the rest to
 * screen readers. Nothing at all when there are no items.
 */
export function MarkLine<Item extends string>({
  caption,
  listLabel,
  items,
  nameOf,
  max,
  noun,
  tone,
  className,
}: MarkLineProps<Item>) {
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  const rest = items.slice(max);
  return (
    <Line className={className}>
      <Caption>{caption}</Caption>
      <Marks $tone={tone} aria-label={listLabel}>
        {shown.map((item) => (
          <li key={item}>{nameOf(item)}</li>
        ))}
        {rest.length > 0 && (
          <li>
            <span aria-hidden="true">+{rest.length}</span>
            <span className="visually-hidden">
              and {rest.length} more {plural(rest.length, noun)}: {rest.map(nameOf).join(', ')}
            </span>
          </li>
        )}
      </Marks>
    </Line>
  );
}
