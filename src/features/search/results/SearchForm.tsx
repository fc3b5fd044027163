import { useState } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { cleanSearchText, SEARCH_QUERY_MAX_CHARS } from './searchPageParams';

const Form = styled.form`
  ${row({ wrap: 'wrap', align: 'end', gap: '0.75rem' })}
  margin: 1rem 0 1.5rem;
  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/**
 * The page's own search box: submitting searches the words typed (a new history entry). Give it
 * `key={q}` so a search made elsewhere (Back, a chip removed) shows its words.
 */
export function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  return (
    <Form
      role="search"
      // The header's search landmark is the other one on this page: each has its own name.
      aria-label="Recipe search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(cleanSearchText(text));
      }}
    >
      <TextField
        label="Search recipes"
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
