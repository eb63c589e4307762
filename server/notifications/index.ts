/**
 * The notifications centre's shared service (docs/decisions/840-module-front-doors.md: code several modules
 * need lives outside modules/; docs/decisions/1120-notifications-centre.md). Modules write notices with
 * `notify`; the inventory calls `afterStockChange` where quantities change; the notifications module serves
 * the list, the preferences and the digest's unsubscribe link.
 */
export { notify, unreadCount } from "./notify";
export { afterStockChange } from "./stock";
export { DIGEST_EVERY_SECONDS, DIGEST_JOB, readUnsubscribeToken, runDigests, unsubscribeToken } from "./digest";
