/** The saved sales scripts' endpoints, Pro only (/api/sales-scripts); the generator is the registered tool's route. */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  salesScriptHistoryResponseSchema,
  salesScriptParamsSchema,
  salesScriptSaveSchema,
  salesScriptSavedResponseSchema,
} from "../sales-scripts";

const access = "sales-script-generator";

export const salesScriptsEndpoints = {
  save: endpoint({
    method: "POST",
    path: "/api/sales-scripts/save",
    access,
    body: salesScriptSaveSchema,
    status: 201,
    response: salesScriptSavedResponseSchema,
  }),
  /** The saved scripts, newest first. */
  history: endpoint({
    method: "GET",
    path: "/api/sales-scripts/history",
    access,
    response: salesScriptHistoryResponseSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/sales-scripts/history/:id",
    access,
    params: salesScriptParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
