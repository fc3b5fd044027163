import styled from 'styled-components';
import { circle, pill, row } from '@/theme/layout';
import type { Review } from '@/api/reviews';
import { Skeleton } from '@/components/Skeleton';
import { StarRating } from '@/components/StarRating';
import { FixedWidthImage } from '@/components/ResponsiveImage';

export const ReviewShell = styled.article`
  display: grid;
  gap: 0.6rem;
  padding: 1.1rem 1.2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

const Head = styled.header`
  ${row({ align: 'center', gap: '0.75rem' })}
  > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .date {
    font-size: 0.82rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Mine = styled.span`
  margin-left: auto;
  align-self: flex-start;
  padding: 0.15rem 0.6rem;
  ${pill}
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.78rem;
  font-weight: 700;
  white-space: nowrap;
`;

const Avatar = styled.span`
  ${circle('40px')}
  flex-shrink: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** One review; the reader's own is marked "Your review" (issue 15). */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <ReviewShell data-mine={review.mine || undefined}>
      <Head>
        <Avatar aria-hidden="true">
          {review.authorAvatar ? (
            <FixedWidthImage path={review.authorAvatar} width={40} loading="lazy" />
          ) : (
            review.authorName.charAt(0).toUpperCase()
          )}
        </Avatar>
        <div>
          <p>
            <strong>{review.authorName}</strong>
          </p>
          <p className="date">{review.createdDate}</p>
        </div>
        {review.mine && <Mine>Your review</Mine>}
      </Head>
      <StarRating value={review.rating} size={16} />
      <p>{review.comment}</p>
    </ReviewShell>
  );
}

export function ReviewCardPlaceholder() {
  return (
    <ReviewShell aria-hidden="true" data-testid="review-placeholder">
      <Head>
        <Skeleton $width="40px" $height="40px" $radius="50%" />
        <Skeleton $width="40%" />
      </Head>
      <Skeleton $width="30%" />
      <Skeleton $width="90%" />
    </ReviewShell>
  );
}
