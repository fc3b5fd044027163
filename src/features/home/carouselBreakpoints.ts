/** SPEC.md §9: 1, 2, 2, 3 and 4 slides per view at 0, 640, 768, 1024 and 1460 px. */
export const HOME_CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, perView: 1, spacing: 20 },
  { minWidth: 640, perView: 2, spacing: 20 },
  { minWidth: 768, perView: 2, spacing: 22 },
  { minWidth: 1024, perView: 3, spacing: 24 },
  { minWidth: 1460, perView: 4, spacing: 25 },
];
