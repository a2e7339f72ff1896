import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/** The reading layout shared by the Privacy Policy and the Terms of Service. */
export function LegalDocument({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow="Legal" title={title}>
        Last updated {updated}
      </PageHeading>
      <article className="mt-10 space-y-8 rounded-2xl border border-border bg-card p-6 text-[15px] leading-relaxed text-foreground/90 shadow-sm sm:p-10 [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 hover:[&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-foreground [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_section>ul]:mt-3 [&_section>ul]:space-y-1.5">
        {children}
      </article>
    </div>
  );
}
