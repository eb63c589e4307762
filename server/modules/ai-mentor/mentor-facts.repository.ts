/**
 * What the mentor reads of the person's own data (docs/decisions/1300-mentor-fact-sources.md,
 * docs/decisions/861-repositories-own-sql.md): each fact source's select (a limit on every one), the same selects in
 * one statement (docs/decisions/1305-mentor-facts-in-one-statement.md), what came from the sample files, and the
 * reads of the mentor's answers from data (the business profile, whether there is any order, the latest roadmap and the
 * tracked ideas for "what next"). mentor-facts.ts, mentor-answers.ts and next-answer.ts
 * turn the rows into facts and answers.
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  businessIdeas,
  businessPlans,
  challengeParticipants,
  challengeStepCompletions,
  challengeSteps,
  challenges,
  generations,
  mentorMemories,
  productIdeas,
  roadmapSteps,
  roadmaps,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import { restockCandidatesSelect, type RestockCandidate } from "../../orders/restock";

export type IdeaRow = { title: string; status: string; scores: unknown; evidence: unknown };
export type RoadmapRow = { name: string; total: number; done: number; next: string | null };
export type ChallengeRow = { title: string; done: number; total: number };
export type ProductIdeaRow = { name: string; industry: string; targetMarket: string };
export type ValidationRow = { input: unknown; output: unknown };
export type PlanRow = { name: string; nextSteps: unknown };
/** What of the person's data came from the sample files: orders, and the names of the items they created. */
export type SampleData = { orders: number; items: string[] };

export type GatheredRow = {
  memories: { text: string }[];
  trackedIdeas: IdeaRow[];
  roadmap: RoadmapRow[];
  /** The restock rule's candidates; the rule keeps its own (server/orders/restock.ts). */
  inventory: RestockCandidate[];
  challenges: ChallengeRow[];
  validations: ValidationRow[];
  businessPlans: PlanRow[];
  productIdeas: ProductIdeaRow[];
  /** Any order in the P&L's 30 days: without one the P&L source has nothing to say and is not run. */
  has_orders: boolean;
  samples: SampleData;
};

/** Candidates read in the one statement: the rule passes nearly all of them (it refuses only a tenth of a day). */
const RESTOCK_CANDIDATES = 20;

/** Each row list as JSON, in its select's order (json_agg over an ordinal, never the subquery's order by chance). */
const rowsJson = (select: SQL) =>
  sql`(select coalesce(json_agg(to_jsonb(t) - 'ord' order by t.ord), '[]'::json) from (${select}) t)`;

const sampleDataSql = (userId: number) => sql`json_build_object(
    'orders', (select count(*)::int from orders
                where import_id in (select id from imports where user_id = ${userId} and sample)),
    'items', (select coalesce(json_agg(product_name order by id), '[]'::json) from inventory
               where user_id = ${userId} and sample))`;

export function createMentorFactsRepository(db: Db) {
  return {
    /** The person's three latest changed tracked ideas: title, status and the scores as stored. */
    trackedIdeas(userId: number): Promise<IdeaRow[]> {
      return db
        .select({
          title: businessIdeas.title,
          status: businessIdeas.status,
          scores: businessIdeas.aiScores,
          evidence: businessIdeas.evidenceScore,
        })
        .from(businessIdeas)
        .where(eq(businessIdeas.userId, userId))
        .orderBy(desc(businessIdeas.updatedAt), desc(businessIdeas.id))
        .limit(3);
    },

    /** The latest roadmap (zero or one row): its name, steps in all, steps done and the next step's title. */
    roadmap(userId: number): Promise<RoadmapRow[]> {
      return db
        .select({
          name: roadmaps.businessName,
          total: sql<number>`(select count(*)::int from ${roadmapSteps} s where s.roadmap_id = ${roadmaps.id})`,
          done: sql<number>`(select count(*)::int from ${roadmapSteps} s where s.roadmap_id = ${roadmaps.id} and s.completed)`,
          next: sql<
            string | null
          >`(select s.title from ${roadmapSteps} s where s.roadmap_id = ${roadmaps.id} and not s.completed order by s.position limit 1)`,
        })
        .from(roadmaps)
        .where(eq(roadmaps.userId, userId))
        .orderBy(desc(roadmaps.createdAt), desc(roadmaps.id))
        .limit(1);
    },

    /** The two latest joined challenges not finished: title, steps ticked by the person, steps in all. */
    challenges(userId: number): Promise<ChallengeRow[]> {
      return db
        .select({
          title: challenges.title,
          done: sql<number>`(select count(*)::int from ${challengeStepCompletions} c where c.user_id = ${userId} and c.challenge_id = ${challenges.id})`,
          total: sql<number>`(select count(*)::int from ${challengeSteps} s where s.challenge_id = ${challenges.id})`,
        })
        .from(challengeParticipants)
        .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
        .where(and(eq(challengeParticipants.userId, userId), isNull(challengeParticipants.completedAt)))
        .orderBy(desc(challengeParticipants.joinedAt))
        .limit(2);
    },

    /** The three latest product ideas: name, industry and target market. */
    productIdeas(userId: number): Promise<ProductIdeaRow[]> {
      return db
        .select({ name: productIdeas.name, industry: productIdeas.industry, targetMarket: productIdeas.targetMarket })
        .from(productIdeas)
        .where(eq(productIdeas.userId, userId))
        .orderBy(desc(productIdeas.createdAt), desc(productIdeas.id))
        .limit(3);
    },

    /** The two latest quick validations of the generation history: their input and output as stored. */
    validations(userId: number): Promise<ValidationRow[]> {
      return db
        .select({ input: generations.input, output: generations.output })
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.tool, "quick-validation")))
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(2);
    },

    /** The latest business plan (zero or one row): its product idea's name and its next steps as stored. */
    businessPlan(userId: number): Promise<PlanRow[]> {
      return db
        .select({ name: productIdeas.name, nextSteps: businessPlans.nextSteps })
        .from(businessPlans)
        .innerJoin(productIdeas, eq(productIdeas.id, businessPlans.productIdeaId))
        .where(eq(businessPlans.userId, userId))
        .orderBy(desc(businessPlans.createdAt), desc(businessPlans.id))
        .limit(1);
    },

    /** The text of the person's mentor memories, newest first, at most 50. */
    memories(userId: number): Promise<{ text: string }[]> {
      return db
        .select({ text: mentorMemories.text })
        .from(mentorMemories)
        .where(eq(mentorMemories.userId, userId))
        .orderBy(desc(mentorMemories.id))
        .limit(50);
    },

    /**
     * Every small source in ONE statement (docs/decisions/1305-mentor-facts-in-one-statement.md): the same selects as
     * the functions above, each as a JSON array of rows, so a turn costs one round trip instead of eight (the embedded
     * database serves every request on one connection: parallel queries only queue there). Returns the one row (money
     * as text, as pg reads it), with whether there is an order since `since` and the sample data.
     */
    async gathered(userId: number, since: Date): Promise<GatheredRow | undefined> {
      const result = await db.execute<GatheredRow>(sql`
    select
      ${rowsJson(sql`select text, row_number() over (order by id desc) as ord
        from mentor_memories where user_id = ${userId} order by id desc limit 50`)} as memories,
      ${rowsJson(sql`select title, status, ai_scores as scores, evidence_score as evidence,
          row_number() over (order by updated_at desc, id desc) as ord
        from business_ideas where user_id = ${userId} order by updated_at desc, id desc limit 3`)} as "trackedIdeas",
      ${rowsJson(sql`select r.business_name as name,
          (select count(*)::int from roadmap_steps s where s.roadmap_id = r.id) as total,
          (select count(*)::int from roadmap_steps s where s.roadmap_id = r.id and s.completed) as done,
          (select s.title from roadmap_steps s where s.roadmap_id = r.id and not s.completed order by s.position limit 1) as next,
          1 as ord
        from roadmaps r where r.user_id = ${userId} order by r.created_at desc, r.id desc limit 1`)} as roadmap,
      ${rowsJson(sql`select * from ${restockCandidatesSelect(db, userId, new Date())} c order by ord limit ${RESTOCK_CANDIDATES}`)} as inventory,
      ${rowsJson(sql`select c.title,
          (select count(*)::int from challenge_step_completions sc where sc.user_id = ${userId} and sc.challenge_id = c.id) as done,
          (select count(*)::int from challenge_steps s where s.challenge_id = c.id) as total,
          row_number() over (order by p.joined_at desc) as ord
        from challenge_participants p join challenges c on c.id = p.challenge_id
        where p.user_id = ${userId} and p.completed_at is null order by p.joined_at desc limit 2`)} as challenges,
      ${rowsJson(sql`select input, output, row_number() over (order by created_at desc, id desc) as ord
        from generations where user_id = ${userId} and tool = 'quick-validation'
        order by created_at desc, id desc limit 2`)} as validations,
      ${rowsJson(sql`select i.name, b.next_steps as "nextSteps", 1 as ord
        from business_plans b join product_ideas i on i.id = b.product_idea_id
        where b.user_id = ${userId} order by b.created_at desc, b.id desc limit 1`)} as "businessPlans",
      ${rowsJson(sql`select name, industry, target_market as "targetMarket",
          row_number() over (order by created_at desc, id desc) as ord
        from product_ideas where user_id = ${userId} order by created_at desc, id desc limit 3`)} as "productIdeas",
      exists (select 1 from orders where user_id = ${userId} and ordered_at >= ${since.toISOString()}::timestamptz)
        as has_orders,
      ${sampleDataSql(userId)} as samples`);
      return result.rows[0];
    },

    /** The person's sample data on its own (when the one statement failed), or undefined. */
    async samples(userId: number): Promise<SampleData | undefined> {
      const result = await db.execute<{ samples: SampleData }>(sql`select ${sampleDataSql(userId)} as samples`);
      return result.rows[0]?.samples;
    },

    /** The value of `profile` (a scalar subquery, the business profile module's reader): its JSON, or null/undefined. */
    async profile(profile: SQL): Promise<unknown> {
      const result = await db.execute<{ profile: unknown }>(sql`select (${profile}) as profile`);
      return result.rows[0]?.profile;
    },

    /** Whether the person has any order at all (true/false), or undefined when no row came back. */
    async anyOrder(userId: number): Promise<boolean | undefined> {
      const result = await db.execute<{ any: boolean }>(
        sql`select exists (select 1 from orders where user_id = ${userId}) as any`,
      );
      return result.rows[0]?.any;
    },

    /** The person's first 50 tracked ideas, oldest first, with their stored evidence score (unchecked JSON). */
    async ideasForWhatNext(userId: number): Promise<{ id: number; title: string; evidence: unknown }[]> {
      return db
        .select({ id: businessIdeas.id, title: businessIdeas.title, evidence: businessIdeas.evidenceScore })
        .from(businessIdeas)
        .where(eq(businessIdeas.userId, userId))
        .orderBy(asc(businessIdeas.id))
        .limit(50);
    },
  };
}
