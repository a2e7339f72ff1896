import { ChevronDown, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../shared/constants';
import { PLAN_LIMITS, PLANS, type PlanLimits } from '../../shared/plans';
import { usePageMeta } from '../lib/page-meta';
import { PageHeading } from '../components/page-heading';
import { Button } from '../components/ui/button';

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'What is Colorbook Studio?',
    answer:
      'Colorbook Studio turns written descriptions into black-and-white line art. You design a character once, then place it in as many coloring-page scenes as you like and collect the pages into books you can print or publish.',
  },
  {
    question: 'How do I create a character?',
    answer:
      'Open Characters, give your character a name and describe what it looks like: its shape, clothes and anything special about it. Choose 3 to 6 poses and press Generate Character Sheet. If you like the result, save it; if not, regenerate until you do.',
  },
  {
    question: 'How do my characters stay the same on every page?',
    answer:
      "Every scene is drawn from the character's saved sheet, not from scratch, so its proportions and details carry over. Short, concrete descriptions (\"round glasses\", \"striped scarf\") give the most consistent results.",
  },
  {
    question: 'How do I make a coloring page?',
    answer:
      'Go to Scenes, select one or more of your characters, give the page a title and describe what is happening. Pick an age group — 3-5 for simple backgrounds, 6-8 for moderate detail, 9-12 for more detail — and press Generate Scene. You can refine the page with a short instruction before saving it.',
  },
  {
    question: 'How do I make a book and download it?',
    answer:
      'From a scene, choose Add to Book and pick an existing book or create a new one. Open the book from your dashboard to rename it, remove pages or add more, then press Export Book ZIP to download every page as a PNG in one file.',
  },
  {
    question: 'What can I do with the files?',
    answer:
      'Pages are high-resolution PNG images with pure black lines on white, sized for printing. Print them at home or school, bring them into Canva, or use them for a print-on-demand interior such as Amazon KDP.',
  },
  {
    question: 'Can I sell books I make?',
    answer:
      'Commercial use rights come with the Pro and Studio plans once they launch. During the beta, please use your pages for personal, family and classroom use. Always check pages before publishing them: images are generated automatically.',
  },
  {
    question: 'What happens when I reach a limit?',
    answer:
      'Generating new scenes stops until your monthly allowance resets at the start of the next month. The character and book limits count what you have saved, so deleting one frees a space. Your dashboard and profile always show how much you have used.',
  },
  {
    question: 'Is the beta really free?',
    answer:
      'Yes. The beta plan costs nothing and needs no card. In return we ask for your feedback: we send a short form after you create your first book, and occasionally by e-mail.',
  },
  {
    question: 'How do I delete my account or my data?',
    answer: `You can delete any character, scene or book from your dashboard at any time. To close your account and remove all of your data, e-mail ${SUPPORT_EMAIL} from the address you signed up with.`,
  },
];

function formatLimit(limit: number | null, unit: string): string {
  return limit === null ? `Unlimited ${unit}` : `${limit} ${unit}`;
}

function describeLimits(limits: PlanLimits): string[] {
  return [
    formatLimit(limits.scenesPerMonth, 'pages per month'),
    formatLimit(limits.characters, limits.characters === 1 ? 'character' : 'characters'),
    formatLimit(limits.books, limits.books === 1 ? 'book' : 'books'),
  ];
}

export function HelpPage() {
  usePageMeta(
    'Help & FAQ',
    'Answers to common questions about Colorbook Studio: characters, scenes, books, exports, plan limits and how to contact support.',
  );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow="Help & FAQ" title="How can we help?">
        Quick answers about making characters, coloring pages and books. Can't find what you need? We're an e-mail
        away.
      </PageHeading>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className="group" data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold transition-colors hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 text-[15px] leading-relaxed text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="limits-heading" className="mt-12">
        <h2 id="limits-heading" className="text-xl font-bold tracking-tight">
          Plan limits
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Page allowances reset every month. Character and book limits count what you have saved.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="plan-limits">
          {PLANS.map((plan) => (
            <div key={plan.tier} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{plan.name}</h3>
              <ul className="mt-3 space-y-1.5 text-sm text-muted-foreground">
                {describeLimits(PLAN_LIMITS[plan.tier]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          See prices and what each plan includes on the{' '}
          <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
            pricing page
          </Link>
          .
        </p>
      </section>

      <section
        aria-labelledby="contact-heading"
        className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="contact-heading" className="text-lg font-bold">
            Still have a question?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Write to us at{' '}
            <a className="font-medium text-primary" href={`mailto:${SUPPORT_EMAIL}`} data-testid="link-support-email">
              {SUPPORT_EMAIL}
            </a>{' '}
            and we'll get back to you, usually within two working days.
          </p>
        </div>
        <Button asChild>
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <Mail />
            Contact Support
          </a>
        </Button>
      </section>
    </div>
  );
}
