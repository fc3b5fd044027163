import { ALLERGEN_NAMES, type Allergen } from '@contract/constants';
import { MarkLine } from './MarkLine';

/** How many allergen badges a card shows before "+N". */
export const MAX_ALLERGEN_BADGES = 4;

/** An allergen's name as labels print it ("Tree nuts"); the code itself if this build does not know it. */
export const allergenName = (allergen: Allergen): string => ALLERGEN_NAMES[allergen] ?? allergen;

/**
 * A card's quiet "Contains" line: up to four allergen badges, then "+N" naming the rest to
 * screen readers. Nothing at all for a recipe without allergens.
 */
export function AllergenBadges({ allergens, className }: { allergens: readonly Allergen[]; className?: string }) {
  return (
    <MarkLine
      caption="Contains"
      listLabel="Allergens"
      items={allergens}
      nameOf={allergenName}
      max={MAX_ALLERGEN_BADGES}
      noun="allergen"
      tone="allergen"
      className={className}
    />
  );
}
