/** The logo maker: its generator (history only, counted in users.totalLogosCreated) and the logo files. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { logoMakerTool } from "../../ai/tools/logo-maker.tool";
import { createLogosRouter } from "./logos.routes";

export const logosModule = defineModule({
  name: "logos",
  routes: createLogosRouter,
  tools: [registerTool(logoMakerTool, { endpoint: generationsEndpoints.logo })],
});
