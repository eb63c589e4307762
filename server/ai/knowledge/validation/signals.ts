/**
 * The signals the offline validator reads in a product name and description, each named by lexicon concepts the
 * understanding layer reads (docs/decisions/1486-tools-read-the-understanding-layer.md): market signals
 * (demand), saturation (competition, scored as openness: a crowded category takes points off),
 * margins (profitability) and complexity (feasibility). Each signal moves
 * one score and carries the reason a founder sees, plus what it adds to the idea's lists.
 */
import { understand } from "../../understanding/understand";
import type { ConceptId } from "../../understanding/lexicon";

export type ScoreKey = "marketDemand" | "competition" | "profitability" | "feasibility";

export type Signal = {
  /** The lexicon concepts that trigger it (server/ai/understanding/lexicon.ts): the text is read by the layer. */
  concepts: ConceptId[];
  score: ScoreKey;
  points: number;
  reason: string;
  insight?: string;
  risk?: string;
  opportunity?: string;
  recommendation?: string;
  /** A delivery format (newsletter, course, ...): when present, it decides feasibility over the topic's complexity. */
  format?: boolean;
};

export const SIGNALS: Signal[] = [
  // Market signals
  {
    concepts: ["aiDemand"],
    score: "marketDemand",
    points: 12,
    reason: "AI and automation products are in strong demand as people look to save time.",
    insight: "Buyers actively search for AI-powered shortcuts in this space.",
    opportunity: "Bundle automation as a done-for-you service for people who will not set it up themselves.",
  },
  {
    concepts: ["healthDemand"],
    score: "marketDemand",
    points: 10,
    reason: "Health and wellness spending keeps growing year on year.",
    insight: "Wellness buyers pay for visible results and trusted guidance.",
    risk: "Health claims attract regulatory scrutiny; avoid promising medical outcomes.",
  },
  {
    concepts: ["petDemand"],
    score: "marketDemand",
    points: 10,
    reason: "Pet owners spend reliably, even in downturns.",
    opportunity: "Subscriptions fit pet products well: owners reorder on a schedule.",
  },
  {
    concepts: ["sustainableDemand"],
    score: "marketDemand",
    points: 8,
    reason: "Sustainable products attract a growing, values-driven audience.",
    insight: "Younger buyers will pay a premium for credible sustainability.",
    risk: "Vague green claims are called out fast; back them with specifics.",
  },
  {
    concepts: ["onlineYouth"],
    score: "marketDemand",
    points: 7,
    reason: "The audience named is large, online and reachable through social video.",
    opportunity: "Short-form video can reach this audience without paid ads.",
  },
  {
    concepts: ["remoteWork"],
    score: "marketDemand",
    points: 7,
    reason: "Remote workers and freelancers are a growing group with clear pain points.",
    opportunity: "Partner with freelancer communities and newsletters for distribution.",
  },
  {
    concepts: ["smallBusinessBuyers"],
    score: "marketDemand",
    points: 6,
    reason: "Small businesses pay for anything that wins them customers or saves admin time.",
    recommendation: "Interview ten small-business owners and ask what they pay for today.",
  },
  {
    concepts: ["personalFinance"],
    score: "marketDemand",
    points: 6,
    reason: "Money management is a constant need, especially for first-time earners.",
  },
  // Saturation: competition is how open the market is, so crowded categories take points away
  {
    concepts: ["dropshippingCrowd"],
    score: "competition",
    points: -18,
    reason: "Dropshipping stores sell the same products side by side; ad costs rise fast.",
    risk: "Thin differentiation means customers compare on price alone.",
    recommendation: "Build a brand around one audience instead of chasing winning products.",
  },
  {
    concepts: ["apparelCrowd"],
    score: "competition",
    points: -16,
    reason: "Apparel and print-on-demand are among the most crowded online categories.",
    risk: "Without a distinctive design voice, sales depend on expensive ads.",
  },
  {
    concepts: ["crowdedProducts"],
    score: "competition",
    points: -14,
    reason: "This product category has thousands of established sellers.",
    recommendation: "Pick one sharply defined customer and design the product only for them.",
  },
  {
    concepts: ["agencyCrowd"],
    score: "competition",
    points: -14,
    reason: "Social media and marketing agencies are easy to start, so many compete.",
    recommendation: "Specialise in one industry so referrals and case studies compound.",
  },
  {
    concepts: ["crowdedApps"],
    score: "competition",
    points: -16,
    reason: "Well-funded apps already own this category and users rarely switch.",
    risk: "Incumbents can copy any feature that gains traction.",
  },
  {
    concepts: ["specialised"],
    score: "competition",
    points: 12,
    reason: "A narrowly defined niche faces fewer direct competitors.",
    insight: "The focus on a specific group makes the marketing message sharper.",
  },
  {
    concepts: ["localFocus"],
    score: "competition",
    points: 6,
    reason: "Local and community focus limits the number of direct competitors.",
    opportunity: "Local partnerships and word of mouth can fill the first customers cheaply.",
  },
  // Margins
  {
    concepts: ["digitalDelivery"],
    score: "profitability",
    points: 16,
    reason: "Digital products cost almost nothing to deliver, so margins can exceed 80%.",
    opportunity: "Add an upsell or a higher-priced bundle once the first product sells.",
  },
  {
    concepts: ["recurring"],
    score: "profitability",
    points: 14,
    reason: "Recurring revenue compounds and raises the lifetime value of each customer.",
    recommendation: "Track monthly churn from the first paying customer.",
  },
  {
    concepts: ["servicesOffer"],
    score: "profitability",
    points: 8,
    reason: "Services have high margins but income is limited by your hours.",
    risk: "Revenue is capped by the time you can sell; plan how to productise.",
  },
  {
    concepts: ["physicalGoods"],
    score: "profitability",
    points: -14,
    reason: "Physical goods carry stock, shipping and returns that squeeze margins.",
    risk: "Cash is tied up in inventory before the first sale.",
    recommendation: "Pre-sell or run a small batch before ordering stock in volume.",
  },
  {
    concepts: ["lowPrice"],
    score: "profitability",
    points: -8,
    reason: "A low-price positioning leaves little margin for marketing.",
    risk: "Competing on price invites a race to the bottom.",
  },
  {
    concepts: ["premiumOffer"],
    score: "profitability",
    points: 8,
    reason: "Premium positioning supports higher prices per order.",
  },
  // Complexity
  {
    concepts: ["appBuild"],
    score: "feasibility",
    points: -12,
    reason: "Building and maintaining an app or platform takes significant time or a technical co-founder.",
    recommendation: "Launch a no-code or manual version first to prove people will pay.",
    risk: "Development could take months before any revenue.",
  },
  {
    concepts: ["regulated"],
    score: "feasibility",
    points: -14,
    reason: "This area is regulated; licences, safety rules or liability add cost and time.",
    risk: "Regulatory requirements could delay launch or add liability.",
    recommendation: "Check the licences and safety rules before spending on product.",
  },
  {
    concepts: ["hardwareBuild"],
    score: "feasibility",
    points: -16,
    reason: "Hardware needs prototypes, suppliers and certification before selling.",
    risk: "Tooling and minimum order quantities need capital up front.",
  },
  {
    concepts: ["lightFormat"],
    score: "feasibility",
    points: 14,
    reason: "This can be launched in days with free or cheap tools.",
    recommendation: "Ship a first version this week and sell it to five people before polishing.",
    format: true,
  },
  {
    concepts: ["noCodeTools"],
    score: "feasibility",
    points: 8,
    reason: "Off-the-shelf tools handle the technical work, so one person can launch.",
    insight: "Existing platforms keep the start-up cost low.",
  },
];

/**
 * The signals a text triggers, each once. A light delivery format wins over a heavy topic: a newsletter
 * about drones is a newsletter to build, not a drone.
 */
export function matchSignals(text: string): Signal[] {
  const named = new Set(understand(text).concepts);
  const hits = SIGNALS.filter((s) => s.concepts.some((c) => named.has(c)));
  const lightFormat = hits.some((s) => s.format);
  return lightFormat ? hits.filter((s) => !(s.score === "feasibility" && s.points < 0)) : hits;
}
