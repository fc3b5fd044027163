import type { ReactNode } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { EMPTY } from '@contract/messages';
import { PAGES } from '@contract/pages';
import { Button } from '@/components/Button';
import { CtaLink } from '@/components/CtaLink';

const Box = styled.div`
  margin: 1rem 0 0;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;

/* Its own element: a descendant rule would also reach the cards' own paragraphs (their marks). */
const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Offers = styled.div`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.75rem' })}
  margin: 2.5rem 0 0;
  padding: 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

/**
 * No recipe matched: say so, show the closest searches (`children`), then offer to import a
 * recipe and, while filters are set, to clear them. Never a dead end.
 */
export function NoResults({
  q,
  hasAlternatives,
  onClearFilters,
  children,
}: {
  q: string;
  hasAlternatives: boolean;
  /** Given while the page's filters are set. */
  onClearFilters?: () => void;
  children?: ReactNode;
}) {
  return (
    <Box>
      <h2>{q ? `No recipes for “${q}” yet` : EMPTY.recipes}</h2>
      <Lead>
        {hasAlternatives
          ? 'Here are the closest recipes we have.'
          : `${EMPTY.searchResults} Try fewer or other words${onClearFilters ? ', or clear the filters' : ''}.`}
      </Lead>
      {children}
      <Offers>
        <p>Have a recipe for it? Import it from a website or add your own.</p>
        <CtaLink to={PAGES.shareRecipe.path} $variant="outline">
          Import a recipe
        </CtaLink>
        {onClearFilters && (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </Offers>
    </Box>
  );
}
