/** Logo files, owner only: a concept of a logo generation as SVG or PNG (creating logos is the logo-maker generator). */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { logoFileParamsSchema, logoFileQuerySchema } from "../logos";

export const logosEndpoints = {
  /** `?download=1` asks the browser to save the file under a readable name. */
  file: endpoint({
    method: "GET",
    path: "/api/logos/:generationId/:conceptIndex.:format",
    access: "logo-maker",
    params: logoFileParamsSchema,
    query: logoFileQuerySchema.extend({ download: z.enum(["1"]).optional() }),
    response: answers.file,
  }),
};
