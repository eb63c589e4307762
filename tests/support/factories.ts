/** Factories with overrides: users straight into the database, and signed-in clients. */
import crypto from "node:crypto";
import { users, type NewUser, type User } from "../../shared/schema";
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
  app: TestApp,
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
