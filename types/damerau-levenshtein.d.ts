declare module 'damerau-levenshtein' {
  /** Edits (insertions, deletions, substitutions, adjacent transpositions) from one string to the other. */
  export default function damerauLevenshtein(
    from: string,
    to: string,
  ): { steps: number; relative: number; similarity: number };
}
