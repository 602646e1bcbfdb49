import { useEffect } from 'react';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { CallToAction, LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  useEffect(() => {
    document.title = 'Pantau — bandarmology & market analysis for IDX';
  }, []);

  return (
    <div className="min-h-dvh">
      <LandingHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <FaqSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
