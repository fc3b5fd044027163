import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { REVIEW_PLACEHOLDER_COUNT } from '@contract/constants';
import { EMPTY } from '@contract/messages';
import { pageOfLink } from '@/api/mappers';
import { EmptyState } from '@/components/EmptyState';
import { Pagination } from '@/components/Pagination';
import { ReviewCard, ReviewCardPlaceholder } from './ReviewCard';
import { useReviewsPage } from './useReviews';
import { useDeferredResult } from '@/lib/useDeferredResult';

const List = styled.ul`
  display: grid;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Clear of the sticky header when a page change brings the list into view. */
  scroll-margin-top: 6rem;
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Reviews with numbered pagination; 3 placeholders while loading; 'No reviews found yet'.
 * A signed-in reader's own review comes first on page 1, marked as theirs.
 */
export function ReviewList({
  recipeId,
  page,
  onPage,
}: {
  recipeId: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { currentData, isFetching, isError } = useDeferredResult(useReviewsPage(recipeId, page));
  const listTop = useRef<HTMLUListElement>(null);
  // Set when the reader picks a page: once that page shows, the top of the list is brought into
  // view and focused (a shorter last page would otherwise leave the pager above the screen).
  const pickedPage = useRef<number | null>(null);
  const shownPage = currentData?.page.current;
  useEffect(() => {
    if (pickedPage.current === null || shownPage !== pickedPage.current) return;
    pickedPage.current = null;
    const list = listTop.current;
    if (!list) return;
    list.focus({ preventScroll: true });
    // jsdom has no layout, and no scrollIntoView.
    if (typeof list.scrollIntoView === 'function')
      list.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [shownPage]);
  const turnTo = (next: number) => {
    pickedPage.current = next;
    onPage(next);
  };
  if (isFetching && !currentData) {
    return (
      <List aria-busy="true" aria-label="Loading reviews">
        {Array.from({ length: REVIEW_PLACEHOLDER_COUNT }, (_, index) => (
          <li key={`skeleton-${index}`}>
            <ReviewCardPlaceholder />
          </li>
        ))}
      </List>
    );
  }
  if (isError || !currentData || currentData.reviews.length === 0)
    return <EmptyState title={EMPTY.reviews} icon="chat" />;
  return (
    <>
      <List
        ref={listTop}
        tabIndex={-1}
        aria-label={`Reviews, page ${currentData.page.current} of ${currentData.page.last}`}
      >
        {currentData.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </List>
      <Pagination links={currentData.page.links} pageOf={pageOfLink} onPage={turnTo} label="Review pages" />
    </>
  );
}
