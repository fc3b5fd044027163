import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { mq } from '@/theme/theme';
import { FormCard } from '../recipe-form/FormCard';
import { BookmarkletLink } from './BookmarkletLink';
import { ImportPart } from './importStyles';
import { PasteImportForm } from './PasteImportForm';
import { SentPageImport } from './SentPageImport';
import { UrlImportForm } from './UrlImportForm';
import type { ImportReview } from './useRecipeImport';

/** Where the dashboard's "Import a recipe" leads: this card, its address box focused. */
export const IMPORT_SECTION_ID = 'import-recipe';

const Card = styled(FormCard)`
  margin-bottom: 1.5rem;
  > p {
    margin: -0.5rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Parts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * "Import a recipe": from a web address, from pasted text, or from the page the cook is looking
 * at (the bookmarklet; its window opens this page with `?import=page`). A read recipe goes to
 * `onReview`, for the share form to show it.
 */
export function ImportRecipePanel({ onReview }: { onReview: (review: ImportReview) => void }) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const pageComing = params.get('import') === 'page';

  useEffect(() => {
    if (hash !== `#${IMPORT_SECTION_ID}`) return;
    const address = document.getElementById('import-url');
    address?.scrollIntoView?.({ block: 'center' });
    address?.focus();
  }, [hash]);

  return (
    <Card id={IMPORT_SECTION_ID} aria-labelledby="import-recipe-title">
      <h2 id="import-recipe-title">Import a recipe</h2>
      <p>Bring a recipe in from a web page or from text you paste: you check every part before it is shared.</p>
      {pageComing && <SentPageImport onReview={onReview} />}
      <UrlImportForm onReview={onReview} />
      <Parts>
        <PasteImportForm onReview={onReview} />
        <ImportPart aria-labelledby="bookmarklet-title">
          <h3 id="bookmarklet-title">From the page you are looking at</h3>
          <p>When a site will not let us read its page, send it from your own browser.</p>
          <BookmarkletLink />
        </ImportPart>
      </Parts>
    </Card>
  );
}
