/** Downloads of the owner's results as a PDF or Markdown file. */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { exportParamsSchema } from "../exports";

export const exportsEndpoints = {
  file: endpoint({
    method: "GET",
    path: "/api/exports/:kind/:id.:format",
    access: "signed-in",
    params: exportParamsSchema,
    response: answers.file,
  }),
};
