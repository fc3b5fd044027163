import styled from 'styled-components';
import { ALLERGEN_NAMES, type Allergen } from '@contract/constants';
import { plural } from '@/lib/plural';

/** How many allergen badges a card shows before "+N". */
export const MAX_ALLERGEN_BADGES = 4;

/** An allergen's name as labels print it ("Tree nuts"); the code itself if this build does not know it. */
export const allergenName = (allergen: Allergen): string => ALLERGEN_NAMES[allergen] ?? allergen;

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

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.05rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 600;
    white-space: nowrap;
  }
`;

/**
 * A card's quiet "Contains" line: up to four allergen badges, then "+N" naming the rest to
 * screen readers. Nothing at all for a recipe without allergens.
 */
export function AllergenBadges({ allergens, className }: { allergens: readonly Allergen[]; className?: string }) {
  if (allergens.length === 0) return null;
  const shown = allergens.slice(0, MAX_ALLERGEN_BADGES);
  const rest = allergens.slice(MAX_ALLERGEN_BADGES);
  return (
    <Line className={className}>
      <Caption>Contains</Caption>
      <Badges aria-label="Allergens">
        {shown.map((allergen) => (
          <li key={allergen}>{allergenName(allergen)}</li>
        ))}
        {rest.length > 0 && (
          <li>
            <span aria-hidden="true">+{rest.length}</span>
            <span className="visually-hidden">
              and {rest.length} more {plural(rest.length, 'allergen')}: {rest.map(allergenName).join(', ')}
            </span>
          </li>
        )}
      </Badges>
    </Line>
  );
}
