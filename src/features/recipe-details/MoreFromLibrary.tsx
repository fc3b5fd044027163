import { Link } from 'react-router';
import styled from 'styled-components';
import type { Recipe } from '@/api/models';
import { SectionHead, SectionTitle } from '@/components/Section';
import { RecipeGrid, useRecipeList } from '@/entities/recipe';

const Head = styled(SectionHead)`
  margin-bottom: 1.5rem;
`;

const SUGGESTIONS = 3;

/** 'More from <library>': other recipes of the same diet (helps the cook choose the next dish). */
export function MoreFromLibrary({ recipe }: { recipe: Recipe }) {
  const { currentData, isFetching } = useRecipeList({ libraryId: recipe.library.id }, { skip: !recipe.library.id });
  const ids = currentData?.ids.filter((id) => id !== recipe.id).slice(0, SUGGESTIONS);
  if (!recipe.library.id || (!isFetching && !ids?.length)) return null;
  return (
    <section aria-labelledby="more-title">
      <Head>
        <SectionTitle id="more-title">More from {recipe.library.name}</SectionTitle>
        <Link to={`/recipes/recipe_library/${recipe.library.id}`}>See all →</Link>
      </Head>
      <RecipeGrid ids={ids} isLoading={isFetching && !currentData} />
    </section>
  );
}
