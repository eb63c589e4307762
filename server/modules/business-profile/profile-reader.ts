/**
 * The business profile as one scalar subquery, for a generator run to read in its reservation's statement (a
 * generation keeps its three statements, docs/decisions/1470-business-profile-and-money-in-its-currency.md), and
 * how its JSON becomes the profile the API would answer.
 */
import type { ProfileReader } from "../../ai/run-generator";
import { businessProfileSchema } from "../../../shared/contracts/business-profile";
import { profileJsonSelect } from "./business-profile.repository";

export const profileReader: ProfileReader = {
  // The subquery is the repository's (docs/decisions/861-repositories-own-sql.md).
  sql: profileJsonSelect,
  parse: (read) => {
    const value: unknown = typeof read === "string" ? JSON.parse(read) : read;
    const parsed = businessProfileSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
};
