/** Side hustles: the filtered list, one hustle with this user's checklist, bookmarks and ticks. */
import type { ChecklistTick, SideHustlesQuery } from "../../../shared/contracts/side-hustles";
import { NotFoundError, ValidationError } from "../../http/errors";
import type { Db } from "../../db/client";
import { createSideHustlesRepository } from "./side-hustles.repository";
import { presentChecklist, presentSideHustle, presentSideHustleDetail } from "./side-hustles.presenter";

export function createSideHustlesService(db: Db) {
  const repo = createSideHustlesRepository(db);
  const found = async (userId: number, id: number) => {
    const row = await repo.find(userId, id);
    if (!row) throw new NotFoundError("Side hustle not found");
    return row;
  };

  return {
    async list(userId: number, query: SideHustlesQuery) {
      return (await repo.list(userId, query)).map(presentSideHustle);
    },
    async detail(userId: number, id: number) {
      const row = await found(userId, id);
      return presentSideHustleDetail(row, await repo.ticks(userId, id));
    },
    async setBookmark(userId: number, id: number, on: boolean) {
      await found(userId, id);
      if (on) await repo.bookmark(userId, id);
      else await repo.unbookmark(userId, id);
      return { bookmarked: on };
    },
    async tick(userId: number, id: number, tick: ChecklistTick) {
      const row = await found(userId, id);
      const length = tick.kind === "requirement" ? row.requirements.length : row.steps.length;
      if (tick.index >= length)
        throw new ValidationError(
          `This hustle has ${length} ${tick.kind === "requirement" ? "requirements" : "steps"}`,
          [{ path: "index", message: "No such item" }],
        );
      await repo.tick(userId, id, tick.kind, tick.index, tick.done);
      return presentChecklist(row, await repo.ticks(userId, id));
    },
  };
}
