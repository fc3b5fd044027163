import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ApiError } from '@/api/baseApi';
import { useGetMyRecipeDetailsQuery, useGetRecipeDetailsQuery } from '@/api/recipes';
import { EmptyState } from '@/components/EmptyState';
import { Container, PageSection } from '@/components/Section';
import { PageSpinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { CookView } from './CookView';

const isMissing = (error: unknown) => {
  const status = (error as ApiError | undefined)?.status;
  return status === 404 || status === 403;
};

function CookNotFound({ failed }: { failed: boolean }) {
  useDocumentTitle('Cook mode');
  return (
    <main>
      <PageSection>
        <Container>
          <EmptyState
            title={failed ? 'This recipe could not be loaded.' : 'We could not find this recipe.'}
            icon="bowl"
          >
            <p>{failed ? 'Please try again in a moment.' : 'It may have been removed, or the link is mistyped.'}</p>
            <Link to="/recipe-library">Browse the recipe library</Link>
          </EmptyState>
        </Container>
      </PageSection>
    </main>
  );
}

/**
 * Cook mode at /cook/:id (issue 39): a public recipe, or, when there is none by that id and a
 * cook is signed in, one of their own private recipes. `?mine=1` (the link on the owner's own
 * recipe page) asks for the owner's view straight away, never a public 404 first.
 */
export default function CookPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  const mineFirst = isSignedIn && params.get('mine') === '1';
  const shared = useGetRecipeDetailsQuery(valid && !mineFirst ? id : skipToken);
  const tryOwn = valid && isSignedIn && (mineFirst || isMissing(shared.error));
  const own = useGetMyRecipeDetailsQuery(tryOwn ? id : skipToken);

  if (!valid) return <CookNotFound failed={false} />;
  if (shared.isLoading || own.isLoading) return <PageSpinner label="Loading recipe" fullScreen />;
  if (shared.data) return <CookView recipe={shared.data.recipe} recipePath={`/recipe-details/${id}`} />;
  if (own.data) return <CookView recipe={own.data.recipe} recipePath={`/my-recipe-details/${id}`} />;
  const error = tryOwn ? own.error : shared.error;
  return <CookNotFound failed={Boolean(error) && !isMissing(error)} />;
}
