import { SUPPORT_EMAIL } from '../../shared/constants';
import { usePageMeta } from '../lib/page-meta';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How Colorbook Studio collects, uses and protects your data, which providers we use, and your rights under UK and EU law.',
  );
  return (
    <LegalDocument title="Privacy Policy" updated="October 29, 2025">
      <section>
        <h2>Who we are</h2>
        <p>
          Colorbook Studio ("we", "us") is an online service that turns written descriptions into line-art characters,
          coloring pages and books. This policy explains what personal data we process when you use the service and
          why. If anything is unclear, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
      <section>
        <h2>Data we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address and, if your sign-in provider shares it, a
            profile picture.
          </li>
          <li>
            <strong>Content you create:</strong> character and scene descriptions, titles, the images generated for
            you, and how you organise them into books.
          </li>
          <li>
            <strong>Photos you turn into pages:</strong> a photo you upload to Photo to Page is used only to draw the
            coloring page and is not stored; it is gone when the page is drawn. We keep only the page, and only if you
            save it (unsaved pages stay in Recent pages for 24 hours). When an AI image provider is switched on, the
            photo is sent to that provider to draw the page, under the terms described below.
          </li>
          <li>
            <strong>Usage data:</strong> how many pages and characters you generate (to apply plan limits) and
            product events such as a preview being generated or a sign-up being started.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and timestamps, which we use to keep the
            service secure and to prevent abuse.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use your data</h2>
        <p>
          We use your data to provide the service (create, store and export your pages), to apply the limits of your
          plan, to keep the service secure, to answer support requests, and to understand which features help people
          so we can improve them. During the beta we may e-mail you to ask for feedback. We never sell your data.
        </p>
      </section>
      <section>
        <h2>AI and analytics providers</h2>
        <p>
          To turn a description into an image, the description (and, when refining, the image) may be sent to an AI
          image provider such as OpenAI or Google, who process it on our behalf under their data-processing terms.
          We collect product analytics ourselves so that we can count events such as previews and sign-ups; these
          events are linked to your account only when you are signed in. Our hosting and storage providers keep your
          data on our behalf and may not use it for their own purposes.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use one essential cookie to keep you signed in. It is needed for the service to work and is removed when
          you sign out or when the session expires. A character preview made before you sign up is kept in your
          browser's local storage for up to an hour so it can be added to your new account. We do not use
          advertising cookies.
        </p>
      </section>
      <section>
        <h2>How long we keep data</h2>
        <p>
          We keep your account and the content you create for as long as your account is open. Generated images and
          analytics data are kept for between 13 and 26 months, after which they are deleted or anonymised. When you
          ask us to close your account, we delete your personal data unless the law requires us to keep it.
        </p>
      </section>
      <section>
        <h2>Your rights in the UK and EU</h2>
        <p>
          Under the UK GDPR and the EU GDPR you can ask for a copy of your data, ask us to correct or delete it, object
          to or restrict how we use it, and ask for your data in a portable format. You can also complain to the
          Information Commissioner's Office (ICO) in the UK or to your local data protection authority. To use any of
          these rights, e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
      <section>
        <h2>Children</h2>
        <p>
          Colorbook Studio is made for adults — parents, teachers and hobbyists — who create coloring pages for
          others. It is not intended for children under 13, and we do not knowingly collect data from them. If you
          believe a child under 13 has given us personal data, contact us and we will delete it.
        </p>
      </section>
      <section>
        <h2>Changes to this policy</h2>
        <p>
          If we change how we use your data, we will update this page and its date, and tell you by e-mail when the
          change is significant.
        </p>
      </section>
    </LegalDocument>
  );
}
