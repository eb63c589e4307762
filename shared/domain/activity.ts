/**
 * Activity and subscription rules of the admin table (docs/spec-notes.md#states-and-transitions,
 * #constants-and-option-lists). The client renders them; the server uses the same thresholds for the admin stats and
 * filters.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Activity thresholds in hours (docs/spec-notes.md#constants-and-option-lists): online, today, this week. */
export const ACTIVITY_HOURS = { online: 1, today: 24, week: 168 } as const;
/** Subscription thresholds in days (docs/spec-notes.md#constants-and-option-lists): critical, warning, normal. */
export const SUBSCRIPTION_DAYS = { critical: 3, warning: 7, normal: 30 } as const;

/**
 * 'Active' on the admin screen means seen within the activity indicator's "this week" window
 * (docs/decisions/500-what-active-means.md); 'active today' and 'new today' use the last 24 hours.
 */
export const ACTIVE_WINDOW_MS = ACTIVITY_HOURS.week * HOUR_MS;
export const TODAY_WINDOW_MS = ACTIVITY_HOURS.today * HOUR_MS;

export type Tone = "green" | "yellow" | "blue" | "red" | "grey";

export type ActivityKey = "online" | "today" | "week" | "inactive";
export type ActivityStatus = { key: ActivityKey; label: string; tone: Tone };

const ACTIVITY: Record<ActivityKey, ActivityStatus> = {
  online: { key: "online", label: "Online", tone: "green" },
  today: { key: "today", label: "Today", tone: "yellow" },
  week: { key: "week", label: "This week", tone: "blue" },
  inactive: { key: "inactive", label: "Inactive", tone: "grey" },
};

const time = (d: Date | string | null | undefined): number | null => (d == null ? null : new Date(d).getTime());

/** The activity indicator from the last-active time: under 1 h online, under 24 h today, under 168 h this week. */
export function activityStatus(lastActiveAt: Date | string | null | undefined, now: Date = new Date()): ActivityStatus {
  const at = time(lastActiveAt);
  if (at == null || Number.isNaN(at)) return ACTIVITY.inactive;
  const age = now.getTime() - at;
  if (age < ACTIVITY_HOURS.online * HOUR_MS) return ACTIVITY.online;
  if (age < ACTIVITY_HOURS.today * HOUR_MS) return ACTIVITY.today;
  if (age < ACTIVITY_HOURS.week * HOUR_MS) return ACTIVITY.week;
  return ACTIVITY.inactive;
}

export type SubscriptionKey = "expired" | "critical" | "warning" | "normal" | "safe" | "na";
export type SubscriptionStatus = {
  key: SubscriptionKey;
  label: string;
  tone: Tone;
  /** Whole days left, rounded up (null for N/A, 0 once expired). */
  daysLeft: number | null;
  /** 'Expiring soon' for the critical band only. */
  warning: string | null;
};

const NA: SubscriptionStatus = { key: "na", label: "N/A", tone: "grey", daysLeft: null, warning: null };

/**
 * Time left on a Pro subscription. `selectedPlan` is the plan on record (not the effective plan), so a
 * Pro plan whose end date has passed shows Expired. No end date, or not Pro, is N/A.
 */
export function subscriptionStatus(
  user: { selectedPlan: string; proSubscriptionEndDate: Date | string | null | undefined },
  now: Date = new Date(),
): SubscriptionStatus {
  const end = time(user.proSubscriptionEndDate);
  if (user.selectedPlan !== "pro" || end == null || Number.isNaN(end)) return NA;
  const left = end - now.getTime();
  // Same instant as effectivePlan(): Pro while the end date is strictly in the future.
  if (left <= 0) return { key: "expired", label: "Expired", tone: "red", daysLeft: 0, warning: null };
  const daysLeft = Math.ceil(left / DAY_MS);
  const label = `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`;
  if (left <= SUBSCRIPTION_DAYS.critical * DAY_MS)
    return { key: "critical", label, tone: "red", daysLeft, warning: "Expiring soon" };
  if (left <= SUBSCRIPTION_DAYS.warning * DAY_MS)
    return { key: "warning", label, tone: "yellow", daysLeft, warning: null };
  if (left <= SUBSCRIPTION_DAYS.normal * DAY_MS) return { key: "normal", label, tone: "blue", daysLeft, warning: null };
  return { key: "safe", label, tone: "green", daysLeft, warning: null };
}
