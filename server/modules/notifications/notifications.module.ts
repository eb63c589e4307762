/**
 * The notifications centre (docs/guide/notifications.md, docs/decisions/1120-notifications-centre.md): the list,
 * mark read, the preferences, the daily digest's job and its one-click unsubscribe link.
 */
import { defineModule } from "../define-module";
import { createNotificationsRouter } from "./notifications.routes";

export const notificationsModule = defineModule({ name: "notifications", routes: createNotificationsRouter });
