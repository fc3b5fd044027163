import { useState, lazy, Suspense } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '@/components/Section';
import { mq } from '@/theme/theme';
import { ReviewList } from './ReviewList';

// Below the recipe: its form (formik, yup) loads after the page has rendered.
const ReviewForm = lazy(() =>
  import(/* webpackChunkName: "review-form" */ './ReviewForm').then((module) => ({ default: module.ReviewForm })),
);

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  margin-top: 1.5rem;
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

/** Left the submit form, right the paginated list (SPEC.md §2). */
export function ReviewSection({ recipeId }: { recipeId: number | undefined }) {
  const [page, setPage] = useState(1);
  return (
    <section aria-labelledby="reviews-title">
      <SectionTitle id="reviews-title">Reviews</SectionTitle>
      <Layout>
        <Suspense fallback={<div />}>
          <ReviewForm recipeId={recipeId} onAdded={() => setPage(1)} />
        </Suspense>
        <div>{recipeId ? <ReviewList recipeId={recipeId} page={page} onPage={setPage} /> : null}</div>
      </Layout>
    </section>
  );
}
