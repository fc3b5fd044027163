import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { PlainInput } from '@/components/form/PlainInput';
import { SearchResultsPanel } from './SearchResultsPanel';
import { SearchIcon } from './SearchIcon';

const Wrap = styled.div`
  position: relative;
  width: 100%;
  max-width: 320px;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border-radius: ${({ theme }) => theme.radii.pill};
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

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  width: min(420px, 90vw);
  z-index: 50;
`;

/** The search box in the bar (≥ 768 px). Escape or leaving the box closes the results. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };
  return (
    <Wrap
      ref={wrap}
      onBlur={(event) => {
        if (!wrap.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Field>
        <SearchIcon />
        <PlainInput
          type="search"
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
        <Dropdown>
          <SearchResultsPanel query={query} id={panelId} />
        </Dropdown>
      )}
    </Wrap>
  );
}
