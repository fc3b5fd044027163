import { ClosingBlock } from '@/components/ClosingBlock';
import { SubscribeBlock } from '@/entities/newsletter';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { HeroBanner } from './HeroBanner';
import { LibrarySection } from './LibrarySection';
import { PlannerPromo } from './PlannerPromo';
import { Testimonials } from './Testimonials';
import { TrendingCarousel } from './TrendingCarousel';
import { WhyChooseUs } from './WhyChooseUs';

export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HeroBanner />
      <WhyChooseUs />
      <TrendingCarousel />
      <LibrarySection />
      <PlannerPromo />
      <Testimonials />
      <SubscribeBlock />
      <ClosingBlock />
    </>
  );
}
