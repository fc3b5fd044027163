import { useState } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '@/components/Section';
import { mq } from '@/theme/theme';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  margin-top: 1.5rem;
  align-items: start;
  ${mq.lg} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); }
`;

/** Left the submit form, right the paginated list (SPEC.md §2). */
export function ReviewSection({ recipeId }: { recipeId: number | undefined }) {
  const [page, setPage] = useState(1);
  return (
    <section aria-labelledby="reviews-title">
      <SectionTitle id="reviews-title">Reviews</SectionTitle>
      <Layout>
        <ReviewForm recipeId={recipeId} onAdded={() => setPage(1)} />
        <div>{recipeId ? <ReviewList recipeId={recipeId} page={page} onPage={setPage} /> : null}</div>
      </Layout>
    </section>
  );
}
