/**
 * The Creative Suite's library (Pro only): the owner's pieces and their deletion (another user's id is a 404,
 * decided in the query), and the storage side of the generator (runGenerator's persist hook).
 */
import type { AppContext } from "../../context";
import type { GeneratorHooks } from "../../ai/run-generator";
import type {
  creatorGenerateRequestSchema,
  creatorOutputSchema,
  ContentPiece,
} from "../../../shared/contracts/creator-suite";
import { NotFoundError } from "../../http/errors";
import { createCreatorRepository } from "./creator-suite.repository";
import { presentContentPiece } from "./creator-suite.presenter";

export function createCreatorService(ctx: AppContext) {
  const repo = createCreatorRepository(ctx.db);
  return {
    /** The user's pieces, newest first. */
    list: async (userId: number): Promise<ContentPiece[]> => (await repo.list(userId)).map(presentContentPiece),
    /** Deletes one of the user's pieces. */
    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw new NotFoundError("Content not found");
    },
  };
}

/** Stores the generated piece with the request it answered and answers `{ content }`. */
export const creatorGeneratorHooks: GeneratorHooks<typeof creatorGenerateRequestSchema, typeof creatorOutputSchema> = {
  async persist({ ctx, tx, user, input, output }) {
    const row = await createCreatorRepository(ctx.db).insert(
      {
        userId: user.id,
        type: input.type,
        title: output.title,
        content: output.content,
        tone: input.tone,
        platform: input.platform,
        length: input.length,
        topic: input.topic,
        targetAudience: input.targetAudience,
        draft: output.draft ?? false,
      },
      tx,
    );
    return { content: presentContentPiece(row) };
  },
};
