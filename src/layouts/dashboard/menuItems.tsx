import type { ReactNode } from 'react';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

/** The heart of the favourite recipes: their menu entry and the top bar's shortcut. */
export const FAVORITES_ICON = icon(
  <path d="M12 20s-7-4.3-8.9-8.6C1.9 8.4 3.8 5 7.1 5c1.9 0 3.2 1 3.9 2.1h2C13.7 6 15 5 16.9 5c3.3 0 5.2 3.4 4 6.4C19 15.7 12 20 12 20z" />,
);

export interface DashboardMenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Other pages this entry stands for (see `currentNavItem`). */
  alsoActiveOn?: string[];
}

/** SPEC.md §2: overview, meal planner, share recipes, my recipes, favorite recipes, settings; and the shopping list and the family. */
export const DASHBOARD_MENU: DashboardMenuItem[] = [
  {
    to: '/dashboard/overview',
    label: 'Overview',
    icon: icon(
      <>
        <rect x="3" y="3" width="7" height="9" rx="1.5" />
        <rect x="14" y="3" width="7" height="5" rx="1.5" />
        <rect x="14" y="12" width="7" height="9" rx="1.5" />
        <rect x="3" y="16" width="7" height="5" rx="1.5" />
      </>,
    ),
  },
  {
    to: '/dashboard/meal-planner',
    label: 'Meal planner',
    icon: icon(
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </>,
    ),
  },
  {
    to: '/dashboard/shopping-list',
    label: 'Shopping list',
    icon: icon(
      <>
        <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.2L20.5 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </>,
    ),
  },
  {
    to: '/dashboard/household',
    label: 'Family',
    icon: icon(
      <>
        <circle cx="9" cy="8" r="3.2" />
        <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
        <circle cx="17" cy="9" r="2.4" />
        <path d="M16.5 14.1c2.8-.3 5 1.9 5 4.9" />
      </>,
    ),
  },
  {
    to: '/dashboard/share-recipes',
    label: 'Share recipes',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v8M8 12h8" />
      </>,
    ),
  },
  {
    to: '/dashboard/my-recipes',
    label: 'My recipes',
    alsoActiveOn: ['/dashboard/edit-recipe/'],
    icon: icon(<path d="M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4zM5 17a3 3 0 0 1 3-3h11" />),
  },
  {
    to: '/dashboard/saved-recipes',
    label: 'Favorite recipes',
    icon: FAVORITES_ICON,
  },
  {
    to: '/dashboard/settings',
    label: 'Settings',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="3" />
        <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
      </>,
    ),
  },
];
