import type { Weekday } from '@contract/constants';
import { weekdayOf, type IsoDate } from '@contract/weeks';
import { SHOPPING } from '@contract/messages';
import type { ShoppingItem, ShoppingSource } from '@/api/models';
import type { AisleGroup } from './shoppingItemsSlice';

export const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);
export const shortDayName = (day: Weekday) => dayName(day).slice(0, 3);

/** A day of a dated week as its chip reads: "Sat 28". */
export const shortDayDate = (date: IsoDate) => `${shortDayName(weekdayOf(date))} ${Number(date.slice(8, 10))}`;

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** A day of a dated week in full, for its chip's name: "Saturday 28 November". */
export const dayDateLabel = (date: IsoDate) => LONG_DATE.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/**
 * The recipes' need beside the amount to buy ("83 ml needed"), and how much more a ticked item now
 * needs ("2 more needed"). The server writes the whole phrase; an amount alone still reads right.
 */
export const neededText = (needed: string) =>
  /\bneeded$/i.test(needed.trim()) ? needed.trim() : `${needed.trim()} needed`;
export const moreNeededText = (more: string) =>
  /\bneeded$/i.test(more.trim()) ? more.trim() : `${more.trim()} more needed`;

/** How many meals a line names before it says "+N more". */
const SOURCES_SHOWN = 3;

const sourceText = (source: ShoppingSource) =>
  `${shortDayName(source.day)} ${source.category.toLowerCase()} · ${source.recipeName}`;

/** Which meals need an item: "Sat dinner · Lentil dal; Mon lunch · Soup", three at most, then "+2 more". */
export function sourcesText(sources: readonly ShoppingSource[]): string {
  if (sources.length <= SOURCES_SHOWN) return sources.map(sourceText).join('; ');
  const shown = sources.slice(0, SOURCES_SHOWN - 1).map(sourceText);
  return `${shown.join('; ')} +${sources.length - shown.length} more`;
}

/**
 * The items still to buy as plain text, under their aisles ("- 700 g red lentils"), for a note or a
 * message: neither ticked nor "not needed this week" items.
 */
export function shoppingListText({ aisles, pantry }: { aisles: AisleGroup[]; pantry: ShoppingItem[] }): string {
  const blocks = [...aisles, { name: SHOPPING.pantryGroup, items: pantry }]
    .map(({ name, items }) => ({
      name,
      lines: items.filter((item) => !item.checked && !item.hidden).map((item) => `- ${item.display}`),
    }))
    .filter(({ lines }) => lines.length > 0)
    .map(({ name, lines }) => [name, ...lines].join('\n'));
  return blocks.join('\n\n');
}
