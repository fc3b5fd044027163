import { SAFE_FOR_FAMILY } from '@contract/messages';
import { Chip } from '@/components/Chip';
import { FieldHint } from '@/components/form';

/**
 * "Safe for my family": a toggle chip like the category chips (aria-pressed), for a signed-in
 * user's recipe lists. While it is on, it is described by the hint (`hintId`, see below).
 */
export function SafeForFamilyToggle({
  on,
  onChange,
  hintId,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  hintId: string;
}) {
  return (
    <Chip
      label={SAFE_FOR_FAMILY.label}
      selected={on}
      aria-describedby={on ? hintId : undefined}
      onClick={() => onChange(!on)}
    />
  );
}

/** What the toggle does, shown while it is on; the bar places it (its own row, under the controls). */
export function SafeForFamilyHint({ id }: { id: string }) {
  return <FieldHint id={id}>{SAFE_FOR_FAMILY.hint}</FieldHint>;
}
