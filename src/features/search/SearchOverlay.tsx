import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import { containTab } from '@/components/containTab';
import { IconButton } from '@/components/IconButton';
import { useCloseOnBack } from '@/lib/useCloseOnBack';
import { SearchIcon } from './SearchIcon';
import { LazySearchResultsPanel as SearchResultsPanel } from './LazySearchResultsPanel';
import { useSearchSubmit } from './useSearchSubmit';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Sheet = styled.div`
  display: grid;
  /* One column no wider than the sheet: the input's own width must not push the close button out. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  max-width: 560px;
  margin: 0 auto;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Row = styled.form`
  ${row({ gap: '0.25rem' })}
  margin: 0;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 1rem;
    ${pill}
    border: 1.5px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Below 768 px: a button that opens a search overlay, the quick preview. Closing through the
 * backdrop (or Escape, or Back) clears the query (SPEC.md §4); Enter, the search button, a result or
 * "See all results" closes it and goes there in the same tab.
 */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = (clear: boolean) => {
    setOpen(false);
    if (clear) setQuery('');
    opener.current?.focus();
  };
  const searchForm = useSearchSubmit(query, () => close(true));
  useCloseOnBack(open, () => close(true));

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <>
      <IconButton
        ref={opener}
        type="button"
        aria-label="Search recipes"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
      {open &&
        // Into the body: a header with a backdrop-filter (the dashboard's) would hold a fixed backdrop inside it.
        createPortal(
          <Backdrop
            data-testid="search-backdrop"
            onMouseDown={(event) => event.target === event.currentTarget && close(true)}
          >
            <Sheet
              role="dialog"
              aria-modal="true"
              aria-label="Search recipes"
              onKeyDown={(event) => {
                if (event.key === 'Escape') close(true);
                // aria-modal: Tab stays in the sheet instead of reaching the page behind the backdrop
                else containTab(event, event.currentTarget);
              }}
            >
              <Row {...searchForm}>
                <input
                  ref={input}
                  type="search"
                  name="q"
                  aria-label="Search recipes"
                  placeholder="Search recipes"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <IconButton type="submit" aria-label="Search">
                  <SearchIcon />
                </IconButton>
                <IconButton type="button" aria-label="Close search" onClick={() => close(false)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </IconButton>
              </Row>
              <SearchResultsPanel query={query} onNavigate={() => close(true)} />
            </Sheet>
          </Backdrop>,
          document.body,
        )}
    </>
  );
}
