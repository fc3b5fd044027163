/**
 * The headings recipes put over their parts, in pages and pasted text alike: "Ingredients",
 * "What you need", "Method", "Directions", … and the parts that are neither ("Notes", "Nutrition").
 */

export type RecipeSection = 'ingredients' | 'instructions' | 'other';

const SECTIONS: ReadonlyMap<string, RecipeSection> = new Map([
  ['ingredients', 'ingredients'],
  ['ingredient', 'ingredients'],
  ['ingredient list', 'ingredients'],
  ['ingredients list', 'ingredients'],
  ['what you need', 'ingredients'],
  ['what you will need', 'ingredients'],
  ['what you’ll need', 'ingredients'],
  ["what you'll need", 'ingredients'],
  ['you will need', 'ingredients'],
  ['you’ll need', 'ingredients'],
  ["you'll need", 'ingredients'],
  ['you need', 'ingredients'],
  ['method', 'instructions'],
  ['methods', 'instructions'],
  ['instructions', 'instructions'],
  ['instruction', 'instructions'],
  ['directions', 'instructions'],
  ['direction', 'instructions'],
  ['steps', 'instructions'],
  ['step by step', 'instructions'],
  ['preparation', 'instructions'],
  ['how to make it', 'instructions'],
  ['how to make', 'instructions'],
  ['how to make this recipe', 'instructions'],
  ['to make', 'instructions'],
  ['what to do', 'instructions'],
  ['how to cook', 'instructions'],
  ['how to prepare', 'instructions'],
  ['procedure', 'instructions'],
  ['cooking instructions', 'instructions'],
  ['recipe instructions', 'instructions'],
  ['recipe method', 'instructions'],
  ['notes', 'other'],
  ['note', 'other'],
  ['recipe notes', 'other'],
  ['tips', 'other'],
  ['cook’s notes', 'other'],
  ["cook's notes", 'other'],
  ['nutrition', 'other'],
  ['nutrition facts', 'other'],
  ['nutrition information', 'other'],
  ['equipment', 'other'],
  ['storage', 'other'],
  ['serving suggestions', 'other'],
  ['video', 'other'],
  ['comments', 'other'],
  ['reviews', 'other'],
]);

const MAX_HEADING_LENGTH = 60;
/** Markdown marks, a trailing colon and a parenthesis ("Ingredients (for 4)") are not the heading's words. */
const DECORATION = /^[#*_=\s]+|[#*_=:\s]+$|\s*\([^()]*\)\s*$/g;

/** The part a heading opens, or null when the text is not one of these headings. */
export function sectionOf(text: string): RecipeSection | null {
  if (text.length > MAX_HEADING_LENGTH) return null;
  const words = text.replace(DECORATION, '').replace(DECORATION, '').replace(/\s+/g, ' ').toLowerCase();
  return SECTIONS.get(words) ?? null;
}
