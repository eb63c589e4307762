/** Saved sales scripts (Pro only): save, the owner's list, delete (another user's id is a 404, decided in the query). */
import type { AppContext } from "../../context";
import type { z } from "zod";
import type { SavedSalesScript, salesScriptSaveSchema } from "../../../shared/contracts/sales-scripts";
import { NotFoundError } from "../../http/errors";
import { createSalesScriptsRepository } from "./sales-scripts.repository";
import { presentSalesScript } from "./sales-scripts.presenter";

export function createSalesScriptsService(ctx: AppContext) {
  const repo = createSalesScriptsRepository(ctx.db);
  return {
    /** Stores a script the user generated (the whole validated object). */
    async save(userId: number, body: z.output<typeof salesScriptSaveSchema>): Promise<SavedSalesScript> {
      const row = await repo.insert({
        userId,
        type: body.type,
        product: body.product,
        targetAudience: body.targetAudience,
        script: body.script,
        metrics: body.metrics,
        tips: body.tips ?? [],
        draft: body.draft ?? false,
      });
      return presentSalesScript(row);
    },
    /** The user's saved scripts, newest first. */
    list: async (userId: number): Promise<SavedSalesScript[]> => (await repo.list(userId)).map(presentSalesScript),
    /** Deletes one of the user's scripts. */
    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw new NotFoundError("Sales script not found");
    },
  };
}
