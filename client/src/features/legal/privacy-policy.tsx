/** The Privacy Policy: what HustleForge stores, why, who else sees it, and for how long (the schema as it is). */
import { DEFAULT_FAIR_USE_DAILY } from "@shared/domain/plans";
import { LegalDocument, type LegalSection } from "./legal-document";

const SECTIONS: LegalSection[] = [
  {
    title: "Your account",
    body: (
      <ul>
        <li>Your first and last name, email address and, if you chose one, a username.</li>
        <li>
          Your password, stored only as a slow, salted hash (scrypt). We cannot read it and never send it anywhere.
        </li>
        <li>
          If you sign in with Google or Discord: that service's account id, and for Discord your Discord username. Your
          profile picture address if the service gives one.
        </li>
        <li>
          A profile picture if you upload one (resized to 256 pixels), and if you turn on two-factor sign-in its secret
          (encrypted) and your recovery codes (only as hashes).
        </li>
        <li>
          Your plan (Free or Pro), when a Pro plan started and ends, whether you finished onboarding and whether you
          already had a trial.
        </li>
        <li>
          When you were last active, how many times you signed in, and how many ideas you generated. Admins see these on
          their screen.
        </li>
      </ul>
    ),
  },
  {
    title: "Sessions and cookies",
    body: (
      <>
        <p>
          Signing in sets one cookie holding a random session id. The matching session record in our database holds your
          user id, when the session expires (at most 30 days, sooner when unused), your browser&apos;s user agent and
          the address you signed in from, so Settings can list your sessions. Signing out deletes it.
        </p>
        <p>There are no advertising, analytics or third-party tracking cookies.</p>
      </>
    ),
  },
  {
    title: "What you create with the tools",
    body: (
      <ul>
        <li>
          Your generations history: what you typed into each AI tool, the answer, which engine and model produced it,
          how long it took and, for the AI provider, how many tokens it used. It lets you reopen past results.
        </li>
        <li>The business ideas, business plans and market analyses you generate, so their pages keep working.</li>
        <li>
          Counters of the free runs you have used, so the free limits and the daily fair-use ceiling (
          {DEFAULT_FAIR_USE_DAILY} AI calls) can be applied.
        </li>
      </ul>
    ),
  },
  {
    title: "Payments",
    body: (
      <p>
        Pro payments are handled by Stripe. Your card details go straight to Stripe and never reach our servers. We
        store your Stripe customer id, your subscription id and its status, and the ids of the payment events Stripe
        sends us, so your plan follows your subscription. Every plan change (who made it, from which plan to which, why
        and when) is kept in an audit record.
      </p>
    ),
  },
  {
    title: "Logs",
    body: (
      <p>
        Our server logs each request: its method, its path without the query string, the answer's status, how long it
        took and a request id; errors are logged with technical details so we can fix them. Passwords, cookies and keys
        are removed from logs. The text you type into the tools is not written to the logs.
      </p>
    ),
  },
  {
    title: "Who else sees your data",
    body: (
      <ul>
        <li>
          When the AI provider (OpenAI) is configured, what you type into an AI tool is sent to it to produce the
          answer. Without it, answers are made on our own server.
        </li>
        <li>Stripe, for payments; Google or Discord, only if you sign in with them.</li>
        <li>
          HustleForge admins, who see your name, email, username, plan, activity and usage counts to run the service and
          change plans.
        </li>
      </ul>
    ),
  },
  {
    title: "How long we keep it, and your choices",
    body: (
      <p>
        We keep your data while your account exists. Deleting an account deletes its sessions, history, ideas, plans,
        analyses and counters with it; Stripe keeps its own payment records as the law requires. To get a copy of your
        data or have your account deleted, contact the operator of this HustleForge service. We do not sell your data.
      </p>
    ),
  },
];

/** Renders the Privacy Policy. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="23 November 2026"
      intro={
        <p>
          This page says plainly what HustleForge stores about you, why, and who else sees it. It describes the product
          as it is built today.
        </p>
      }
      sections={SECTIONS}
      other={{ to: "/terms", label: "Terms of Service" }}
    />
  );
}
