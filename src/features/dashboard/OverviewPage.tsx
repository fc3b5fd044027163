import { Link } from 'react-router';
import styled from 'styled-components';
import { EMPTY } from '@contract/messages';
import { useGetMyRecipesQuery } from '@/api/myRecipes';
import { useGetWishlistQuery } from '@/api/wishlist';
import { useSession } from '@/store/useSession';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { PageHeader } from '@/components/PageHeader';
import { PreviewSection } from './components/PreviewSection';
import { ShareLink } from '@/entities/recipe';
import { StatCards } from './components/StatCards';
import { ImportRecipeCard } from './components/ImportRecipeCard';

/** SPEC.md §2: the overview's padding differs from the other dashboard pages. */
const Overview = styled.div`
  display: grid;
  gap: 2.5rem;
  padding: 0.5rem 0 2rem;
  ${mq.lg} {
    gap: 3rem;
    padding: 1rem 0.5rem 3rem;
  }
`;

export default function OverviewPage() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const shared = useGetMyRecipesQuery({ page: 1 });
  const saved = useGetWishlistQuery({ page: 1 });
  const firstName = user?.name.split(' ')[0];

  return (
    <Overview>
      <div>
        <PageHeader
          title="Dashboard"
          intro={
            firstName
              ? `Welcome back, ${firstName}. Here is what you have shared and saved.`
              : 'Here is what you have shared and saved.'
          }
        >
          <ShareLink />
        </PageHeader>
        <StatCards
          stats={[
            { label: 'Recipes shared', value: shared.data?.page.total },
            { label: 'Favorite recipes', value: saved.data?.page.total },
          ]}
        />
      </div>
      <ImportRecipeCard />
      <PreviewSection
        title="Your shared recipes"
        viewAllTo="/dashboard/my-recipes"
        ids={shared.data?.ids}
        isLoading={shared.isLoading}
        emptyText={EMPTY.sharedRecipesYet}
        linkTo={(id) => `/my-recipe-details/${id}`}
        emptyAction={<Link to="/dashboard/share-recipes">Share your first recipe</Link>}
      />
      <PreviewSection
        title="Your favorite recipes"
        viewAllTo="/dashboard/saved-recipes"
        ids={saved.data?.ids}
        isLoading={saved.isLoading}
        emptyText={EMPTY.favouriteRecipes}
        emptyAction={<Link to="/recipe-library">Find something to love in the recipe library</Link>}
      />
    </Overview>
  );
}
