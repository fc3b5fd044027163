/** The planner's household texts not (yet) in contract/messages.ts. */
export const FILL_SLOT = {
  title: 'Fill this slot',
  lead: (cellLabel: string) => `Recipes for ${cellLabel} that suit everyone eating.`,
  suitsEveryone: 'Suits everyone eating',
  none: 'No recipe suits everyone eating yet. Try leaving someone out or adding recipes.',
  loadFailed: 'We couldn’t load suggestions just now.',
} as const;
