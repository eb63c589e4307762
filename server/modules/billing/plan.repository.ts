/**
 * The plan statements (docs/decisions/861-repositories-own-sql.md): a plan change with its audit row in ONE statement
 * (docs/product-rules.md#who-can-make-a-user-pro), and the audit rows of Pro plans that ran out.
 */
import { sql } from "drizzle-orm";
import type { Plan } from "../../../shared/contracts/auth";
import type { User } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { ChangePlanInput } from "./plan.service";

type Row = Record<string, unknown>;

/** Maps a raw users row (snake_case, from the CTE) to the Drizzle User shape. */
function toUser(r: Row): User {
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    id: Number(r.id),
    email: r.email as string,
    username: (r.username as string | null) ?? null,
    password: (r.password as string | null) ?? null,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    profileImageUrl: (r.profile_image_url as string | null) ?? null,
    googleId: (r.google_id as string | null) ?? null,
    selectedPlan: r.selected_plan as string,
    proSubscriptionStartDate: date(r.pro_subscription_start_date),
    proSubscriptionEndDate: date(r.pro_subscription_end_date),
    hasCompletedOnboarding: Boolean(r.has_completed_onboarding),
    lastActiveAt: date(r.last_active_at),
    loginCount: Number(r.login_count),
    totalIdeasGenerated: Number(r.total_ideas_generated),
    totalLogosCreated: Number(r.total_logos_created),
    totalXp: Number(r.total_xp),
    isActive: Boolean(r.is_active),
    isAdmin: Boolean(r.is_admin),
    discordId: (r.discord_id as string | null) ?? null,
    discordUsername: (r.discord_username as string | null) ?? null,
    discordConnectedAt: date(r.discord_connected_at),
    stripeCustomerId: (r.stripe_customer_id as string | null) ?? null,
    stripeSubscriptionId: (r.stripe_subscription_id as string | null) ?? null,
    stripeSubscriptionStatus: (r.stripe_subscription_status as string | null) ?? null,
    hadTrial: Boolean(r.had_trial),
    emailVerifiedAt: date(r.email_verified_at),
    totpSecret: (r.totp_secret as string | null) ?? null,
    totpEnabledAt: date(r.totp_enabled_at),
    totpLastStep: r.totp_last_step == null ? null : Number(r.totp_last_step),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

export function createPlanRepository(db: Db) {
  return {
    /** The user after the change, the plan they effectively had, and whether an audit row was written. */
    async changePlan(input: ChangePlanInput): Promise<{ user: User; from: Plan; audited: boolean } | undefined> {
      const pro = input.to === "pro";
      const end = pro ? (input.endDate ?? null) : null;
      const sub = input.subscription;
      const result = await db.execute(sql`
        with before as (
          select id, selected_plan,
            case when selected_plan = 'pro' and (pro_subscription_end_date is null or pro_subscription_end_date > now())
              then 'pro' else 'free' end as effective
          from users where id = ${input.userId} for update
        ),
        changed as (
          update users u set
            selected_plan = ${input.to},
            pro_subscription_start_date = case
              when ${pro} and (b.effective <> 'pro' or u.pro_subscription_start_date is null) then now()
              else u.pro_subscription_start_date end,
            pro_subscription_end_date = case when ${pro} then ${end}::timestamptz else u.pro_subscription_end_date end,
            has_completed_onboarding = case when ${pro} then true else u.has_completed_onboarding end,
            stripe_subscription_id = case when ${sub !== undefined} then ${sub?.id ?? null} else u.stripe_subscription_id end,
            stripe_subscription_status = case when ${sub !== undefined} then ${sub?.status ?? null} else u.stripe_subscription_status end,
            updated_at = now()
          from before b
          where u.id = b.id
          returning u.*, case when ${input.source} = 'expiry' then b.selected_plan else b.effective end as from_plan
        ),
        audit as (
          insert into plan_changes (user_id, actor_id, from_plan, to_plan, source, reason)
          select id, ${input.actorId ?? null}::integer, from_plan, ${input.to}, ${input.source}, ${input.reason ?? null}
          from changed
          where from_plan <> ${input.to} or ${input.source} = 'admin'
          returning id
        )
        select changed.*, (select count(*) from audit)::int as audited from changed
      `);
      const row = (result.rows as Row[])[0];
      if (!row) return undefined;
      return { user: toUser(row), from: row.from_plan as Plan, audited: Number(row.audited) > 0 };
    },

    /** Writes one 'expiry' audit row per Pro plan whose end date passed since it was last recorded; how many. */
    async recordExpiries(): Promise<number> {
      const result = await db.execute(sql`
        insert into plan_changes (user_id, actor_id, from_plan, to_plan, source, reason)
        select u.id, null, 'pro', 'free', 'expiry', 'Pro end date passed'
        from users u
        where u.selected_plan = 'pro' and u.pro_subscription_end_date <= now()
          and not exists (
            select 1 from plan_changes pc
            where pc.user_id = u.id and pc.created_at >= u.pro_subscription_end_date
          )
        returning user_id
      `);
      return result.rows.length;
    },
  };
}
