import { Button } from '@/components/Button';
import { Actions, Lead } from '@/entities/meal-plan';

export interface KeepOrReplaceProps {
  /** 'This week has 5 meals already.' */
  question: string;
  pending?: boolean;
  /** The keep button's words: 'Keep this week’s meals' by default. */
  keepLabel?: string;
  onChoose: (replace: boolean) => void;
  onCancel: () => void;
}

/** The target week has meals already: keep them beside the new ones, or replace them. */
export function KeepOrReplace({
  question,
  pending = false,
  keepLabel = 'Keep this week’s meals',
  onChoose,
  onCancel,
}: KeepOrReplaceProps) {
  return (
    <>
      <Lead>{question}</Lead>
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => onChoose(true)}>
          Replace them
        </Button>
        <Button pending={pending} onClick={() => onChoose(false)}>
          {keepLabel}
        </Button>
      </Actions>
    </>
  );
}

/** '1 meal', '5 meals'. */
export const mealCount = (count: number) => `${count} ${count === 1 ? 'meal' : 'meals'}`;
