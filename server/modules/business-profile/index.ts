/**
 * The front door of the business profile module (docs/decisions/840-module-front-doors.md): the AI routes read the
 * profile for every run's `basedOn` (`profileReader`). Everything else in this folder is the module's own.
 */
export { profileReader } from "./profile-reader";
