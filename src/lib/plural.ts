/**
 * English plural forms for counts shown with a noun ("1 serving", "2 servings"). One
 * Intl.PluralRules, made on first use: building it loads ICU's plural data, which a page
 * without counts never needs.
 */
let rules: Intl.PluralRules | undefined;

/** The noun that goes with `count`: `one` for 1, `other` (default `one` + "s") otherwise. */
export function plural(count: number, one: string, other = `${one}s`): string {
  rules ??= new Intl.PluralRules('en');
  return rules.select(count) === 'one' ? one : other;
}

/** "1 serving", "4 servings"; `shown` replaces the number as written ("1,204 views"). */
export function countOf(count: number, one: string, options: { other?: string; shown?: string } = {}): string {
  return `${options.shown ?? String(count)} ${plural(count, one, options.other)}`;
}
