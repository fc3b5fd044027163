import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { bareList } from '@/components/bareList';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import type { RecipeImportWarningDto } from '@contract/types';
import { Button } from '@/components/Button';
import { countOf } from '@/lib/plural';
import type { ImportReview } from './useRecipeImport';

const Intro = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.3rem;
    /* Scrolled to below the sticky site header, not behind it: the warnings follow the heading. */
    scroll-margin-top: 6rem;
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0;
  }
`;

const Warnings = styled.ul`
  display: grid;
  gap: 0.5rem;
  ${bareList}
  li {
    ${row({ align: 'center', gap: '0.5rem 1rem', wrap: 'wrap' })}
    padding: 0.75rem 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    min-width: 0;
  }
`;

/** What the form below now holds, said once the recipe is read. */
function filledIn({ values }: ImportReview): string {
  const ingredients = values.ingredients.filter(Boolean).length;
  const steps = values.instructions.filter(Boolean).length;
  return `${countOf(ingredients, 'ingredient')} and ${countOf(steps, 'step')} are filled in below, and every part can be changed. Nothing is shared until you share it.`;
}

const focusPhotoField = () => document.getElementById('recipe-recipe_image')?.focus();

/** One warning, with the way to act on it: the earlier recipe's page, or the photo field. */
function Warning({ warning }: { warning: RecipeImportWarningDto }) {
  return (
    <li>
      <span>{warning.message}</span>
      {warning.code === 'already_imported' && warning.recipe_id !== undefined && (
        <Link to={`/my-recipe-details/${warning.recipe_id}`}>Open the recipe you imported</Link>
      )}
      {(warning.code === 'image_failed' || warning.code === 'no_image') && (
        <Button variant="secondary" onClick={focusPhotoField}>
          Add a photo
        </Button>
      )}
    </li>
  );
}

/**
 * Above the filled share form: says the recipe was read (focus moves to the heading, so a screen
 * reader hears it), and what the cook should check or add before sharing.
 */
export function ImportReviewIntro({ review }: { review: ImportReview }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [review]);

  return (
    <Intro aria-labelledby="import-review-title">
      <h2 id="import-review-title" ref={heading} tabIndex={-1}>
        {RECIPE_IMPORT_MESSAGES.imported}
      </h2>
      <p role="status">{filledIn(review)}</p>
      {review.warnings.length > 0 && (
        <Warnings aria-label="Before you share">
          {review.warnings.map((warning) => (
            <Warning key={`${warning.code}-${warning.message}`} warning={warning} />
          ))}
        </Warnings>
      )}
    </Intro>
  );
}
