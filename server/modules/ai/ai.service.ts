/**
 * The generation history (docs/product-rules.md#ai-output-is-checked): the owner's runs of a tool, each labelled by its
 * tool's label(input).
 */
import type { AppContext } from "../../context";
import type { Generation } from "../../../shared/schema";
import { createGenerationsRepository } from "../../ai/generations.repository";
import { NotFoundError } from "../../http/errors";

export function createAiHistoryService(ctx: AppContext) {
  const history = createGenerationsRepository(ctx.db);

  /** The tool's label of a past input; the date when the tool is gone or the input has an old shape. */
  function labelOf(row: Generation): string {
    try {
      const label = ctx.tools.byId(row.tool)?.label?.(row.input);
      if (label) return label;
    } catch {
      /* an old input shape: fall back to the date */
    }
    return row.createdAt.toISOString().slice(0, 16).replace("T", " ");
  }

  return {
    labelOf,
    /** The user's recent generations of one tool, newest first. */
    list: (userId: number, tool: string, limit: number) => history.listForUser(userId, tool, limit),
    /** One of the user's generations. */
    async get(userId: number, id: number): Promise<Generation> {
      const row = await history.findForUser(userId, id);
      if (!row) throw new NotFoundError("Generation not found");
      return row;
    },
  };
}
