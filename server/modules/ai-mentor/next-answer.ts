/**
 * "What should I do next?" from the person's own data (docs/decisions/1472-what-next-from-the-weakest-evidence.md):
 * the latest roadmap's next step and the tracked idea with the weakest evidence with what to collect for it, chosen
 * by the same rule as the dashboard's "at a glance" (shared/domain/what-next.ts).
 */
import type { AppContext } from "../../context";
import { evidenceScoreSchema } from "../../../shared/contracts/idea-evidence";
import { evidenceToCollect, weakestEvidence } from "../../../shared/domain/what-next";
import { toolPath } from "../../../shared/tools/manifest";
import { markdownText } from "../../ai/knowledge/mentor/markdown-text";
import { restockItems } from "../../orders/restock";
import { createMentorFactsRepository } from "./mentor-facts.repository";

export async function nextAnswer(ctx: AppContext, userId: number, today = new Date()): Promise<string> {
  const facts = createMentorFactsRepository(ctx.db);
  const [[roadmap], ideaRows, restock] = await Promise.all([
    facts.roadmap(userId),
    facts.ideasForWhatNext(userId),
    // The reorder list's own rule (docs/decisions/1462-one-restock-rule.md): stock first when it is about to run out.
    restockItems(ctx.db, userId, today),
  ]);
  const ideas = ideaRows.map((r) => {
    const parsed = evidenceScoreSchema.safeParse(r.evidence);
    return { id: r.id, title: r.title, evidence: parsed.success ? parsed.data : null };
  });
  const weakest = weakestEvidence(ideas);
  const lines: string[] = [];
  if (roadmap?.next)
    lines.push(
      `1. **Your roadmap's next step** for ${markdownText(roadmap.name)}: ${markdownText(roadmap.next)} ([Launch Roadmap](${toolPath("launch-roadmap")}))`,
    );
  else if (roadmap)
    lines.push(`1. Every step of your roadmap for ${markdownText(roadmap.name)} is done: make the next one.`);
  if (weakest) {
    const e = weakest.evidence;
    const now = e ? `${e.strength} evidence, ${e.overall.score}/100` : "no evidence logged yet";
    lines.push(
      `${lines.length + 1}. **The idea with the weakest evidence**: ${markdownText(weakest.title)} (${now}). ${markdownText(evidenceToCollect(weakest))} ([Idea Tracker](${toolPath("idea-tracker")}/${weakest.id}))`,
    );
  }
  if (restock.length) {
    const named = restock
      .slice(0, 2)
      .map(
        ({ item }) =>
          `${markdownText(item.productName)} (${item.quantity === 0 ? "out of stock" : `only ${item.quantity} left`})`,
      );
    const more = restock.length > 2 ? ` and ${restock.length - 2} more` : "";
    lines.push(
      `${lines.length + 1}. **Restock soon**: ${named.join(", ")}${more} ([Inventory Tracker](${toolPath("inventory-tracker")}))`,
    );
  }
  if (lines.length === 0)
    return [
      "You have no roadmap or tracked idea yet, so I have no next step of yours to point to.",
      `Make a [Launch Roadmap](${toolPath("launch-roadmap")}) for your business, or track an idea in the [Idea Tracker](${toolPath("idea-tracker")}) and log what people say; then ask me again.`,
    ].join("\n\n");
  return ["What to do next, from your own roadmap and idea tracker:", lines.join("\n")].join("\n\n");
}
