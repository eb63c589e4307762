/** The Sales Script Generator area: the generator (stores nothing beyond the history) and saved scripts. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { salesScriptTool } from "../../ai/tools/sales-script.tool";
import { createSalesScriptsRouter } from "./sales-scripts.routes";

export const salesScriptsModule = defineModule({
  name: "sales-scripts",
  routes: createSalesScriptsRouter,
  tools: [registerTool(salesScriptTool, { endpoint: generationsEndpoints.salesScript })],
});
