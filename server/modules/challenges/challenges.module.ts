/** The hustle challenges area: built-in challenges (seeded at start) and each user's progress and XP. */
import { defineModule } from "../define-module";
import { createChallengesRouter } from "./challenges.routes";

export const challengesModule = defineModule({ name: "challenges", routes: createChallengesRouter });
