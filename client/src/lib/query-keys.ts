/** Query keys several features read or invalidate (features never import each other's keys). */
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { notificationsEndpoints } from "@shared/contracts/endpoints/notifications";
import { keyOf } from "./endpoint-client";

/** The signed-in user (GET /api/auth/user): invalidate after anything that changes the plan or the profile. */
export const CURRENT_USER_KEY = keyOf(authEndpoints.user);

/** Free runs left per quota (GET /api/usage): invalidate after a generation or a plan change. */
export const USAGE_KEY = keyOf(generationsEndpoints.usage);

/** The notices and the unread count (GET /api/notifications): invalidate after a change that may write one. */
export const NOTIFICATIONS_KEY = keyOf(notificationsEndpoints.list);
