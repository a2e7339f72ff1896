import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../shared/constants';
import { usePageMeta } from '../lib/page-meta';
import { LegalDocument } from '../components/legal-document';

const TERMS_SECTIONS: { title: string; body: ReactNode }[] = [
  {
    title: 'Acceptance of these Terms',
    body: 'By creating an account or using Colorbook Studio you agree to these Terms. If you do not agree, please do not use the service.',
  },
  {
    title: 'The Service',
    body: 'Colorbook Studio lets you describe characters and scenes and receive black-and-white line-art images, organise them into books, and download them as PNG images or ZIP files.',
  },
  {
    title: 'Beta Service Disclaimer',
    body: 'The service is currently in beta. Features may change, be limited or be removed, and the service may be unavailable at times. It is provided "as is", without warranties of any kind, and we ask beta users for feedback to help us improve it.',
  },
  {
    title: 'Accounts',
    body: 'You must be at least 18 years old, or the age of majority where you live, to create an account. You are responsible for keeping your sign-in details safe and for everything done with your account.',
  },
  {
    title: 'Acceptable Use',
    body: 'You agree not to use the service to create content that is unlawful, hateful, sexual, violent towards real people, or that infringes anyone else\'s rights, and not to attempt to disrupt, overload, reverse engineer or gain unauthorised access to the service.',
  },
  {
    title: 'Ownership of Your Content',
    body: 'You keep ownership of the descriptions you write and, as far as the law allows, of the images generated for you. You give us a limited licence to store and process that content only in order to provide the service to you.',
  },
  {
    title: 'Our Intellectual Property',
    body: 'The Colorbook Studio name, logo, software and website are ours. These Terms do not give you any right to use them except as part of using the service.',
  },
  {
    title: 'AI-Generated Content Disclaimer',
    body: 'Images are produced automatically and may contain mistakes, unexpected details or similarities to existing works. Please review every page before you print, share or sell it; you are responsible for how you use the content you create.',
  },
  {
    title: 'Plans, Quotas and Payments',
    body: 'Each plan includes monthly limits on pages, characters and books, shown on the pricing page. The beta plan is free. Paid plans are not yet available; when they are, their prices and billing terms will be shown before you buy. Commercial use rights apply only to plans that include them.',
  },
  {
    title: 'Availability and Changes',
    body: 'We may change, suspend or discontinue parts of the service. Where a change materially affects you we will try to give reasonable notice, and we recommend keeping your own copies of important downloads.',
  },
  {
    title: 'Limitation of Liability',
    body: 'To the extent the law allows, we are not liable for indirect or consequential losses, or for loss of data, profits or business. Nothing in these Terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence.',
  },
  {
    title: 'Termination',
    body: 'You may stop using the service and ask us to close your account at any time. We may suspend or close an account that breaks these Terms. When an account is closed, its content may be deleted.',
  },
  {
    title: 'Changes to these Terms',
    body: 'We may update these Terms from time to time. We will post the new version on this page with a new date, and tell you by e-mail about significant changes. Continuing to use the service means you accept the updated Terms.',
  },
  {
    title: 'Governing Law and Contact',
    body: (
      <>
        These Terms are governed by the laws of England and Wales, and the courts of England and Wales have
        jurisdiction, without affecting any consumer rights you have where you live. Questions about these Terms:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </>
    ),
  },
];

export function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The terms for using Colorbook Studio: the beta, acceptable use, ownership of your content, AI-generated images, plans and UK law.',
  );
  return (
    <LegalDocument title="Terms of Service" updated="October 29, 2025">
      {TERMS_SECTIONS.map((section, index) => (
        <section key={section.title} data-testid="terms-section">
          <h2>
            {index + 1}. {section.title}
          </h2>
          <p>{section.body}</p>
        </section>
      ))}
    </LegalDocument>
  );
}
