/** Query keys several features read or invalidate (features never import each other's keys). */

/** The signed-in user (GET /api/auth/user): invalidate after anything that changes the plan or the profile. */
export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** Free runs left per quota (GET /api/usage): invalidate after a generation or a plan change. */
export const USAGE_KEY = ["/api/usage"] as const;
