/** The Terms of Service: what HustleForge offers, the plans, what AI answers are and are not, and fair use. */
import { DEFAULT_FAIR_USE_DAILY, PRO_PRICE_USD, TRIAL_DAYS } from "@shared/domain/plans";
import { LegalDocument, type LegalSection } from "./legal-document";

const SECTIONS: LegalSection[] = [
  {
    title: "The service",
    body: (
      <p>
        HustleForge is a set of tools that help you find, test and plan a business: niche discovery, business ideas,
        market research, idea validation, tools for running a store or a side hustle, and tools to grow it.
      </p>
    ),
  },
  {
    title: "Your account",
    body: (
      <p>
        Keep your password to yourself; you are responsible for what happens under your account. Give us a real email
        address so you can sign in again. One account per person.
      </p>
    ),
  },
  {
    title: "Plans and payment",
    body: (
      <ul>
        <li>The Free plan has a limited number of runs of each AI tool; the screens show how many you have left.</li>
        <li>
          Pro costs ${PRO_PRICE_USD} a month, billed by Stripe. A new customer's first subscription starts with a{" "}
          {TRIAL_DAYS}-day trial once a card is saved.
        </li>
        <li>
          You can cancel any time from the subscription settings; Pro stays active until the end of the paid period. Ask
          within 30 days of a payment for a refund.
        </li>
        <li>A Pro plan whose period has ended works as the Free plan.</li>
      </ul>
    ),
  },
  {
    title: "AI answers",
    body: (
      <p>
        Answers are generated automatically. Market figures, revenue projections and scores are estimates to start your
        own research, not facts, and not financial, legal or tax advice. Check them before you spend money.
      </p>
    ),
  },
  {
    title: "Fair use",
    body: (
      <p>
        Don't attack, overload or scrape the service, share your account, or use it for anything unlawful. 'Unlimited'
        on Pro means up to {DEFAULT_FAIR_USE_DAILY} AI calls a day, which protects the service from runaway use. We may
        suspend accounts that break these rules.
      </p>
    ),
  },
  {
    title: "Your content",
    body: (
      <p>
        What you type in and the answers you get are yours. We store them only to show you your history and results, as
        our Privacy Policy describes.
      </p>
    ),
  },
  {
    title: "Changes and liability",
    body: (
      <p>
        We may change the tools and these terms; the date above shows the last change. The service is provided as it is,
        and to the extent the law allows we are not liable for decisions you make based on its answers.
      </p>
    ),
  },
];

/** Renders the Terms of Service. */
export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="23 November 2026"
      intro={
        <p>These terms apply when you use HustleForge. By creating an account or signing in, you agree to them.</p>
      }
      sections={SECTIONS}
      other={{ to: "/privacy", label: "Privacy Policy" }}
    />
  );
}
