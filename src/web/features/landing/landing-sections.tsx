import { BookOpen, Download, Image, PenLine, Sparkles, Users, Wand2 } from 'lucide-react';
import { PAID_PLANS_MESSAGE, PLANS } from '../../../shared/plans';
import { Button } from '../../components/ui/button';
import { PlanCard } from '../../components/plan-card';
import { scrollBehavior } from '../../lib/motion';

const FEATURES = [
  {
    icon: Users,
    title: 'Consistent Characters',
    text: 'Describe a character once and get a model sheet in several poses, so it looks the same on every page.',
  },
  {
    icon: Image,
    title: 'Beautiful Scenes',
    text: 'Place your characters in a park, a castle or outer space, with the detail matched to the age of the colorer.',
  },
  {
    icon: BookOpen,
    title: 'Organize in Books',
    text: 'Collect pages into books, put them in the order you like and give each book its own title.',
  },
  {
    icon: Download,
    title: 'Easy Export',
    text: 'Download single PNG pages or a whole book as a ZIP, ready for home printing, Canva or KDP.',
  },
];

const PROCESS = [
  {
    icon: PenLine,
    title: 'Create Characters',
    text: 'Write a sentence or two about your character and pick how many poses you want on its sheet.',
  },
  {
    icon: Wand2,
    title: 'Generate Scenes',
    text: 'Choose one or more characters, describe what they are doing and get a clean black-and-white page.',
  },
  {
    icon: Sparkles,
    title: 'Export & Publish',
    text: 'Gather your pages into a book and export print-ready files for your printer or for publishing.',
  },
];

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary">{eyebrow}</p>
      <h2 id={id} tabIndex={-1} className="mt-2 scroll-mt-24 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
      <p className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg">{text}</p>
    </div>
  );
}

export function FeaturesSection() {
  return (
    <section className="border-t border-border bg-card py-20 sm:py-24" aria-labelledby="features-heading">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to make a coloring book"
          text="From the first sketch of a character to a finished book, every page stays on-model and ready to print."
        />
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-2xl border border-border bg-background p-5 sm:block sm:p-6">
              <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <div>
                <h3 className="font-semibold sm:mt-5">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function ProcessSection() {
  return (
    <section className="py-20 sm:py-24" aria-labelledby="process-heading">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="process-heading"
          eyebrow="How it works"
          title="Three steps from idea to printed page"
          text="No drawing skills needed. If you can describe it, you can color it."
        />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {PROCESS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <div className="relative flex size-16 items-center justify-center rounded-2xl bg-card text-primary shadow-sm ring-1 ring-border">
                <Icon className="size-7" aria-hidden="true" />
                <span className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export const PRICING_SECTION_ID = 'pricing';
const PRICING_HEADING_ID = 'pricing-heading';

export function PricingSection({ onJoinBeta }: { onJoinBeta: () => void }) {
  return (
    <section
      id={PRICING_SECTION_ID}
      className="scroll-mt-20 border-t border-border bg-card py-20 sm:py-24"
      aria-labelledby="pricing-heading"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id={PRICING_HEADING_ID}
          eyebrow="Pricing"
          title="Start free during the beta"
          text="Everything you need to make your first book costs nothing while we are in beta. Paid plans for bigger projects are on the way."
        />
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              currency="GBP"
              action={
                plan.isAvailable ? (
                  <Button className="w-full" onClick={onJoinBeta}>
                    Join Beta
                  </Button>
                ) : (
                  <Button variant="outline" className="w-full" onClick={() => window.alert(PAID_PLANS_MESSAGE)}>
                    Coming Soon
                  </Button>
                )
              }
            />
          ))}
        </div>
      </div>
    </section>
  );
}

export function FinalCallToAction() {
  // Focus follows the scroll, so the next Tab is in the plans, not back at the button.
  const scrollToPricing = () => {
    document.getElementById(PRICING_SECTION_ID)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    document.getElementById(PRICING_HEADING_ID)?.focus({ preventScroll: true });
  };
  return (
    <section className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to make your first coloring book?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-primary-foreground/85 sm:text-lg">
          Join the free beta and create characters, scenes and a complete book today.
        </p>
        <Button variant="accent" size="lg" className="mt-8" onClick={scrollToPricing}>
          Get Started Free
        </Button>
      </div>
    </section>
  );
}
