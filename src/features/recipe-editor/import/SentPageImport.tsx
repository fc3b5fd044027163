import { useState } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import { Spinner } from '@/components/Spinner';
import { siteName } from '@/lib/siteName';
import { pageTooLarge, type SentPage } from './bookmarklet';
import { importFailure } from './importInput';
import { useRecipeImport, type ImportReview } from './useRecipeImport';
import { useSentPage } from './useSentPage';

type Phase =
  { name: 'waiting' } | { name: 'reading'; site: string } | { name: 'failed'; message: string } | { name: 'read' };

const Notice = styled.div<{ $failed: boolean }>`
  ${row({ align: 'center', gap: '0.75rem' })}
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ $failed, theme }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  background: ${({ $failed, theme }) => ($failed ? theme.colors.accentSoft : theme.colors.primarySoft)};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    min-width: 0;
  }
`;

/**
 * The share page opened by the bookmarklet (`?import=page`): waits for the page it posts, reads
 * it, and says what is happening (a failure says what to do next).
 */
export function SentPageImport({ onReview }: { onReview: (review: ImportReview) => void }) {
  const readRecipe = useRecipeImport();
  const [phase, setPhase] = useState<Phase>({ name: 'waiting' });

  const read = async (page: SentPage) => {
    if (pageTooLarge(page.html)) {
      setPhase({ name: 'failed', message: RECIPE_IMPORT_MESSAGES.pageTooLarge });
      return;
    }
    setPhase({ name: 'reading', site: siteName(page.url) ?? 'the page you sent' });
    try {
      const review = await readRecipe({ url: page.url, html: page.html });
      setPhase({ name: 'read' });
      onReview(review);
    } catch (error) {
      setPhase({ name: 'failed', message: importFailure(error, ['html', 'url']) });
    }
  };
  useSentPage(true, (page) => void read(page));

  if (phase.name === 'read') return null;
  if (phase.name === 'failed') {
    return (
      <Notice $failed role="alert">
        <p>{phase.message}</p>
      </Notice>
    );
  }
  return (
    <Notice $failed={false} role="status">
      {phase.name === 'reading' ? (
        <>
          <span aria-hidden="true">
            <Spinner />
          </span>
          <p>Reading the recipe from {phase.site}…</p>
        </>
      ) : (
        <p>Waiting for the recipe page… If nothing arrives, go back to the recipe and click “Add to Forkcast” again.</p>
      )}
    </Notice>
  );
}
