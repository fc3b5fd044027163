import styled from 'styled-components';
import { REVIEW_PLACEHOLDER_COUNT } from '@contract/constants';
import { EMPTY } from '@contract/messages';
import { pageOfLink } from '@/api/mappers';
import { useGetReviewsQuery } from '@/api/reviews';
import { EmptyState } from '@/components/EmptyState';
import { Pagination } from '@/components/Pagination';
import { ReviewCard, ReviewCardPlaceholder } from './ReviewCard';
import { useDeferredResult } from '@/lib/useDeferredResult';

const List = styled.ul`
  display: grid;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Reviews with numbered pagination; 3 placeholders while loading; 'No reviews found yet'. */
export function ReviewList({
  recipeId,
  page,
  onPage,
}: {
  recipeId: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { currentData, isFetching, isError } = useDeferredResult(useGetReviewsQuery({ recipeId, page }));
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
      <List>
        {currentData.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </List>
      <Pagination links={currentData.page.links} pageOf={pageOfLink} onPage={onPage} label="Review pages" />
    </>
  );
}
