import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { circle, pill, row } from '@/theme/layout';
import { PlainInput } from '@/components/form/PlainInput';
import { LazySearchResultsPanel as SearchResultsPanel } from './LazySearchResultsPanel';
import { SearchIcon } from './SearchIcon';
import { useSearchSubmit } from './useSearchSubmit';

const Wrap = styled.form`
  margin: 0;
  position: relative;
  width: 100%;
  max-width: 320px;
`;

const Field = styled.div`
  ${row({ align: 'center', gap: '0.5rem' })}
  ${pill}
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  /* the input draws no outline of its own: the whole pill shows the focus ring */
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    background: ${({ theme }) => theme.colors.surface};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    outline: none;
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    width: 18px;
    height: 18px;
    flex-shrink: 0;
  }
`;

/** The pill's magnifier submits the search (Enter does too). */
const SubmitButton = styled.button`
  ${circle('36px')}
  flex-shrink: 0;
  margin-left: -0.6rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  width: min(420px, 90vw);
  z-index: 50;
`;

/**
 * The search box in the bar (≥ 768 px). Enter (a search form, so the page works before the
 * app has loaded too) goes to the results page; Escape or leaving the box closes the preview.
 */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLFormElement>(null);
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const searchForm = useSearchSubmit(query, close);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <Wrap
      ref={wrap}
      {...searchForm}
      onBlur={(event) => {
        if (!wrap.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Field>
        <SubmitButton type="submit" aria-label="Search">
          <SearchIcon />
        </SubmitButton>
        <PlainInput
          type="search"
          name="q"
          aria-label="Search recipes"
          placeholder="Search recipes"
          value={query}
          aria-controls={open && query.trim() ? panelId : undefined}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
        />
      </Field>
      {open && (
        // Pressing on a result keeps the focus in the box (a browser that does not focus links on
        // a click would otherwise close the preview before the click lands).
        <Dropdown onMouseDown={(event) => event.preventDefault()}>
          <SearchResultsPanel query={query} id={panelId} onNavigate={close} />
        </Dropdown>
      )}
    </Wrap>
  );
}
