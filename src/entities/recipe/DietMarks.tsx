import { DIET_NAMES, type Diet } from '@contract/constants';
import { dietMarks, MAX_DIET_MARKS } from './dietMarks';
import { MarkLine } from './MarkLine';

const dietName = (diet: Diet): string => DIET_NAMES[diet] ?? diet;

/**
 * A card's "Suits" line: up to two diets (the most telling; "Vegan" stands for vegetarian
 * too), then "+N" naming the rest to screen readers. Nothing for a recipe that suits none.
 */
export function DietMarks({ diets }: { diets: readonly Diet[] }) {
  return (
    <MarkLine
      caption="Suits"
      listLabel="Diets"
      items={dietMarks(diets)}
      nameOf={dietName}
      max={MAX_DIET_MARKS}
      noun="diet"
      tone="diet"
    />
  );
}
