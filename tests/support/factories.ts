/** Factories with overrides: users straight into the database, and signed-in clients; rows and requests several tests share. */
import crypto from "node:crypto";
import { users, type NewUser, type User, type productIdeas } from "../../shared/schema";
import { hashPassword } from "../../server/modules/auth/password";
import type { TestApp } from "./test-app";
import type { HttpClient } from "./http-client";

export const DEFAULT_PASSWORD = "correct-horse-42";
let cachedHash: Promise<string> | undefined;

export function uniqueSuffix(): string {
  return crypto.randomBytes(4).toString("hex");
}

/** Inserts a user; by default an onboarded free user with the default password. */
export async function buildUser(
  app: Pick<TestApp, "database">,
  overrides: Partial<NewUser> & { plainPassword?: string } = {},
): Promise<User> {
  const { plainPassword, ...rest } = overrides;
  const suffix = uniqueSuffix();
  const password = plainPassword
    ? await hashPassword(plainPassword)
    : await (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
  const [row] = await app.database.db
    .insert(users)
    .values({
      email: `user-${suffix}@example.test`,
      username: `user_${suffix}`,
      firstName: "Test",
      lastName: "User",
      password,
      hasCompletedOnboarding: true,
      ...rest,
    })
    .returning();
  return row;
}

/** A saved product idea's fields but its owner: a sneaker resale, every figure filled in. */
export const sneakerResaleIdea = {
  name: "Retro Sneaker Resale",
  description: "Resell sneakers",
  industry: "Fashion",
  targetMarket: "teens",
  estimatedRevenue: "$1K",
  marketSize: "Medium",
  competition: "High",
  timeToMarket: "1 month",
  riskLevel: "Medium",
  profitPotential: "Medium",
} satisfies Omit<typeof productIdeas.$inferInsert, "userId">;

/** A saved product idea's fields but its owner: an online coaching service, every figure filled in. */
export const fitFlowIdea = {
  name: "FitFlow Coaching",
  description: "Online personal training for busy millennials.",
  industry: "Fitness & Wellness",
  targetMarket: "Millennials (26-41)",
  estimatedRevenue: "$1,500 - $4,000/month",
  marketSize: "$96B",
  competition: "Medium",
  timeToMarket: "3-5 weeks",
  riskLevel: "Low",
  profitPotential: "High (60-70% gross margin)",
} satisfies Omit<typeof productIdeas.$inferInsert, "userId">;

/** An inventory item as the item form sends it: a desk lamp with its prices and category. */
export const deskLampItem = {
  productName: "LED Desk Lamp",
  sku: "LAMP-1",
  quantity: 25,
  costPrice: "8.50",
  sellPrice: "24.99",
  category: "home",
};

/** A niche-discovery request (POST /api/generate-niches): a JavaScript developer into gaming, selling to students. */
export const nicheRequest = {
  industry: "technology",
  skills: ["JavaScript"],
  budget: "500-2000",
  interests: ["gaming"],
  targetMarket: "students",
};

/** A client signed in as the user (through the real login endpoint). */
export async function signIn(app: TestApp, user: User, password = DEFAULT_PASSWORD): Promise<HttpClient> {
  const client = app.client();
  const res = await client.post("/api/auth/login", { emailOrUsername: user.email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

/** Creates a user and returns it with a signed-in client. */
export async function signedInUser(app: TestApp, overrides: Partial<NewUser> = {}) {
  const user = await buildUser(app, overrides);
  return { user, client: await signIn(app, user) };
}
