/** Who buys: every target market of the niche and business ideas forms, with where to reach them. */

export type Audience = {
  /** Short noun used in names: "for Students". */
  short: string;
  /** Longer phrase used in sentences. */
  who: string;
  channels: string[];
  /** Spending power relative to the average buyer (scales revenue). */
  spend: number;
  /** One fact about how they buy, cited in reasons. */
  insight: string;
};

export const AUDIENCES: Record<string, Audience> = {
  "gen-z": { short: "Gen Z", who: "Gen Z buyers aged 18-26", channels: ["TikTok", "Instagram Reels", "Discord", "YouTube Shorts"], spend: 0.8, insight: "they discover products through short video and buy on impulse under $40" },
  millennials: { short: "Millennials", who: "millennials aged 27-42", channels: ["Instagram", "Pinterest", "podcasts", "email newsletters"], spend: 1.15, insight: "they pay for convenience and subscriptions that save them time" },
  "gen-x": { short: "Gen X", who: "Gen X buyers aged 43-58", channels: ["Facebook", "YouTube", "Google search", "email"], spend: 1.3, insight: "they research before buying and stay loyal to brands that deliver" },
  professionals: { short: "Professionals", who: "working professionals", channels: ["LinkedIn", "Google search", "newsletters", "Slack communities"], spend: 1.4, insight: "they expense tools that save hours and decide fast when the ROI is clear" },
  entrepreneurs: { short: "Small Business Owners", who: "entrepreneurs and small business owners", channels: ["LinkedIn", "X (Twitter)", "Facebook groups", "YouTube tutorials"], spend: 1.5, insight: "they buy anything that brings customers or saves admin time" },
  students: { short: "Students", who: "high-school and university students", channels: ["TikTok", "Instagram", "campus ambassadors", "Discord servers"], spend: 0.6, insight: "they are price-sensitive but spread products fast by word of mouth" },
  creators: { short: "Creators", who: "content creators and streamers", channels: ["YouTube", "X (Twitter)", "creator Discords", "TikTok"], spend: 1.1, insight: "they invest in anything that grows their audience or saves editing time" },
  parents: { short: "Parents", who: "parents and families", channels: ["Facebook groups", "Instagram", "Pinterest", "local communities"], spend: 1.2, insight: "they pay for safety, time savings and their kids' progress" },
  seniors: { short: "Seniors", who: "adults aged 55 and over", channels: ["Facebook", "email", "local radio", "community centres"], spend: 1.25, insight: "they value patient service and trust, and churn less once won" },
  global: { short: "Global Buyers", who: "a global online audience", channels: ["SEO", "YouTube", "Reddit", "marketplaces (Etsy, Amazon, Gumroad)"], spend: 1.0, insight: "volume is large but so is competition, so a sharp positioning matters" },
  boomers: { short: "Boomers", who: "baby boomers aged 58 and over", channels: ["Facebook", "email", "YouTube", "local press"], spend: 1.3, insight: "they buy on trust and clear explanations, and stay loyal" },
  "small-businesses": { short: "Small Businesses", who: "small businesses", channels: ["LinkedIn", "Google search", "local networking", "cold email"], spend: 1.6, insight: "they buy outcomes (more customers, less admin) and pay monthly" },
};

/** The audience of a target-market value (both forms' values are covered). */
export function audienceOf(value: string): Audience {
  return AUDIENCES[value] ?? AUDIENCES.global;
}
