import styled from 'styled-components';
import { pill, row } from '@/theme/layout';

export interface PaginationLink {
  url: string | null;
  /** Laravel's label may carry HTML entities (&laquo; Previous). */
  label: string;
  active: boolean;
}

const List = styled.ul`
  ${row({ wrap: 'wrap', justify: 'center', gap: '0.4rem' })}
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $active: boolean }>`
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.8rem;
  ${pill}
  border: 1.5px solid ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colors.surface : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const ENTITIES: Record<string, string> = {
  '&laquo;': '«',
  '&raquo;': '»',
  '&amp;': '&',
  '&lsaquo;': '‹',
  '&rsaquo;': '›',
};

function plainLabel(label: string): string {
  return label
    .replace(/&[a-z]+;/g, (entity) => ENTITIES[entity] ?? '')
    .replace(/<[^>]*>/g, '')
    .trim();
}

const ARROWS = /^([«‹]?)\s*(.*?)\s*([»›]?)$/;

/**
 * What a link shows and says: "« Previous" shows its arrow to the eye only and is announced
 * "Previous page" (the visible word stays the start of the name, so voice control users can
 * say what they see). Numbers are announced "Page 2" by the button's label.
 */
function LinkLabel({ text }: { text: string }) {
  if (/^\d+$/.test(text)) return text;
  const [, before, words, after] = ARROWS.exec(text) ?? ['', '', text, ''];
  const isStep = /^(previous|next)$/i.test(words);
  return (
    <>
      {before && <span aria-hidden="true">{before} </span>}
      {words}
      {isStep && <span className="visually-hidden"> page</span>}
      {after && <span aria-hidden="true"> {after}</span>}
    </>
  );
}

/**
 * Numbered pagination driven by the paginator's links (SPEC.md §4): a link without a url
 * is disabled; choosing one reports the page of its url through `pageOf`.
 */
export function Pagination({
  links,
  onPage,
  pageOf,
  label = 'Pagination',
}: {
  links: PaginationLink[];
  onPage: (page: number) => void;
  pageOf: (url: string | null) => number | null;
  label?: string;
}) {
  if (links.length <= 3) return null;
  return (
    <nav aria-label={label}>
      <List>
        {links.map((link, index) => {
          const text = plainLabel(link.label);
          const page = pageOf(link.url);
          return (
            <li key={`${text}-${index}`}>
              <PageButton
                type="button"
                $active={link.active}
                disabled={!link.url || page === null}
                aria-current={link.active ? 'page' : undefined}
                aria-label={/^\d+$/.test(text) ? `Page ${text}` : undefined}
                onClick={() => page !== null && !link.active && onPage(page)}
              >
                <LinkLabel text={text} />
              </PageButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
