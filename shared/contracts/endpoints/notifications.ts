/**
 * The notifications endpoints (/api/notifications): the list (`?unread=true` for unread only), mark read, the
 * preferences, and the digest's one-click unsubscribe (a signed link, no sign-in; it answers a small page).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  markReadResponseSchema,
  markReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
  preferencesResponseSchema,
  unsubscribeQuerySchema,
  updatePreferencesSchema,
} from "../notifications";

export const notificationsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/notifications",
    access: "signed-in",
    query: notificationsQuerySchema,
    response: notificationListSchema,
  }),
  markRead: endpoint({
    method: "POST",
    path: "/api/notifications/read",
    access: "signed-in",
    body: markReadSchema,
    response: markReadResponseSchema,
  }),
  preferences: endpoint({
    method: "GET",
    path: "/api/notifications/preferences",
    access: "signed-in",
    response: preferencesResponseSchema,
  }),
  updatePreferences: endpoint({
    method: "PUT",
    path: "/api/notifications/preferences",
    access: "signed-in",
    body: updatePreferencesSchema,
    response: preferencesResponseSchema,
  }),
  unsubscribe: endpoint({
    method: "GET",
    path: "/api/notifications/unsubscribe",
    access: "public",
    query: unsubscribeQuerySchema,
    response: answers.page,
  }),
};
