/** The AI mentor chat: streamed replies, conversations kept per user (not a generator: it streams text). */
import { defineModule } from "../define-module";
import { createMentorRouter } from "./ai-mentor.routes";

export const aiMentorModule = defineModule({ name: "ai-mentor", routes: createMentorRouter });
