import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { useGetTrendingRecipesQuery } from '@/api/recipes';
import { Carousel } from '@/components/Carousel';
import { Container, Eyebrow, PageSection, SectionTitle } from '@/components/Section';
import { selectIsSignedIn } from '@/store/authSlice';
import { RecipeCard, RecipeCardSkeleton } from '@/entities/recipe';
import { mq } from '@/theme/theme';
import { HOME_CAROUSEL_BREAKPOINTS } from './carouselBreakpoints';
import { useDeferredResult } from '@/lib/useDeferredResult';

const TITLE = 'Trending Diet Food Recipes';

const Placeholder = styled.div`
  display: grid;
  gap: 1.25rem;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export function TrendingCarousel() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data, isLoading, isError } = useDeferredResult(useGetTrendingRecipesQuery({ signedIn }));
  const heading = (
    <div>
      <Eyebrow>Popular this week</Eyebrow>
      <SectionTitle>{TITLE}</SectionTitle>
    </div>
  );
  if (isError || (!isLoading && !data?.ids.length)) return null;
  return (
    <PageSection>
      <Container>
        {isLoading || !data ? (
          <>
            {heading}
            <Placeholder aria-busy="true">
              <RecipeCardSkeleton />
              <RecipeCardSkeleton />
              <RecipeCardSkeleton />
            </Placeholder>
          </>
        ) : (
          <Carousel title={TITLE} heading={heading} breakpoints={HOME_CAROUSEL_BREAKPOINTS}>
            {data.ids.map((id) => (
              <RecipeCard key={id} recipeId={id} />
            ))}
          </Carousel>
        )}
      </Container>
    </PageSection>
  );
}
