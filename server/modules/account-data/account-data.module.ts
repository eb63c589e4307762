/**
 * "Your data": the archive of everything a person owns and the deletion of their account, both on the job queue
 * (docs/guide/your-data.md, docs/decisions/1002-job-queue.md).
 */
import { defineModule } from "../define-module";
import { createAccountDataRouter } from "./account-data.routes";

export const accountDataModule = defineModule({ name: "account-data", routes: createAccountDataRouter });
