import { AGE_GROUP_LABELS, normaliseAgeGroup } from '@contract/constants';

/** 'Teen (13 to 19 years)' → 'Teen'; unknown values are shown as they came. */
export function shortAgeGroupLabel(value: string): string {
  const ageGroup = normaliseAgeGroup(value);
  if (!ageGroup) return value;
  return AGE_GROUP_LABELS[ageGroup].replace(/\s*\(.*\)$/, '');
}
