/**
 * Hustle Challenges against a fake API: the statistics and the cards (join, continue, completed), joining opens
 * the steps, the last tick completes the challenge with its XP and the reward in review, a refused tick springs
 * back with the reason, and a list that cannot load says so.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  challengeListResponseSchema,
  challengeProgress,
  challengeResponseSchema,
  challengeStepResponseSchema,
  type ChallengeView,
} from "@shared/contracts/challenges";
import { HustleChallengesScreen } from "@/features/hustle-challenges/components/hustle-challenges-screen";
import { fakeApi } from "./support/fake-api";
import { findToast, renderInApp } from "./support/render";

function aChallenge(id: number, done: number, overrides: Partial<ChallengeView> = {}): ChallengeView {
  const joined = overrides.joined ?? done > 0;
  const steps = [1, 2].map((n) => ({
    id: id * 10 + n,
    position: n,
    title: n === 1 ? "Pick one product" : "Make your first sale",
    description: "Write it down and do it today.",
    completed: n <= done,
    completedAt: n <= done ? "2026-11-21T10:00:00.000Z" : null,
  }));
  const completed = done === 2;
  return {
    id,
    slug: `challenge-${id}`,
    title: ["First $100", "Seven-day shop", "Launch in a weekend"][id - 1],
    description: "Earn your first $100 from something you made.",
    difficulty: "beginner",
    timeframe: "7 days",
    timeframeDays: 7,
    reward: "A free month of Pro",
    xp: 500,
    participants: id === 1 ? 1 : 1204,
    steps,
    joined,
    joinedAt: joined ? "2026-11-20T10:00:00.000Z" : null,
    completed,
    completedAt: completed ? "2026-11-22T10:00:00.000Z" : null,
    progress: challengeProgress(done, steps.length),
    deadline: joined ? "2026-11-27T10:00:00.000Z" : null,
    daysLeft: joined ? 5 : null,
    status: completed ? "completed" : joined ? "in_progress" : "not_started",
    rewardStatus: completed ? "pending" : null,
    rewardDecidedAt: null,
    ...overrides,
  };
}

/** A toast while the modal dialog hides the page from the accessibility tree (the dialog says it again itself). */
async function toastBehindDialog(title: string) {
  return (await screen.findByText(title, { exact: true })).parentElement?.textContent ?? "";
}

const stats = { challengers: 3120, completed: 410, rewardsGranted: 95, yourCompleted: 1, totalXp: 1500 };
const listOf = (challenges: ChallengeView[]) => ({
  json: challengeListResponseSchema.parse({ challenges, stats }),
});

describe("Hustle Challenges", () => {
  it("shows the statistics and each card's state, joins one and opens its steps", async () => {
    let first = aChallenge(1, 0);
    const api = fakeApi({
      "GET /api/challenges": () => listOf([first, aChallenge(2, 1), aChallenge(3, 2)]),
      "POST /api/challenges/1/join": () => {
        first = aChallenge(1, 0, { joined: true, status: "in_progress", daysLeft: 7, participants: 2 });
        return { json: challengeResponseSchema.parse({ challenge: first }) };
      },
    });
    const { user } = renderInApp(<HustleChallengesScreen />);
    expect((await screen.findByTestId("stat-challengers")).textContent).toBe("3,120");
    expect(screen.getByTestId("stat-your-xp").textContent).toBe("1,500 XP");
    const cards = screen.getAllByTestId("challenge-card");
    expect(cards.map((c) => c.dataset.status)).toEqual(["not_started", "in_progress", "completed"]);
    expect(within(cards[0]).getByTestId("challenge-time").textContent).toBe("7 days to finish");
    expect(within(cards[0]).getByTestId("challenge-participants").textContent).toBe("1 participant");
    expect(within(cards[1]).getByTestId("challenge-time").textContent).toBe("5 days left");
    expect(within(cards[1]).getByText("1/2 steps ·")).toBeTruthy();
    expect(within(cards[2]).getByTestId("challenge-reward").textContent).toContain("in review");
    expect((within(cards[2]).getByRole("button", { name: "Completed" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(cards[0]).getByRole("button", { name: "Join Challenge" }));
    const dialog = await screen.findByTestId("challenge-dialog");
    expect(within(dialog).getByRole("heading", { name: "First $100" })).toBeTruthy();
    expect(within(dialog).getByText(/7 days left/)).toBeTruthy();
    // One join, with no body: the endpoint takes none.
    expect(api.sent("POST /api/challenges/1/join")).toEqual([undefined]);
  });

  it("completes a challenge with its last tick: the XP, the reward in review, the steps closed", async () => {
    let second = aChallenge(2, 1);
    const api = fakeApi({
      "GET /api/challenges": () => listOf([aChallenge(1, 0), second]),
      "PATCH /api/challenges/2/steps/22": () => {
        second = aChallenge(2, 2);
        return { json: challengeStepResponseSchema.parse({ challenge: second, xpAwarded: 500 }) };
      },
    });
    const { user } = renderInApp(<HustleChallengesScreen />);
    await user.click(await screen.findByRole("button", { name: "Continue Challenge" }));
    const dialog = await screen.findByTestId("challenge-dialog");
    await user.click(within(dialog).getByLabelText("2. Make your first sale"));
    expect(await toastBehindDialog("Challenge Completed!")).toContain(
      "You earned 500 XP for Seven-day shop. Your reward is now in review.",
    );
    expect(api.sent("PATCH /api/challenges/2/steps/22")).toEqual([{ completed: true }]);
    expect((await within(dialog).findByTestId("challenge-completed")).textContent).toContain(
      "Challenge completed! You earned 500 XP.",
    );
    expect(within(dialog).getByText("You finished every step. Completed challenges stay completed.")).toBeTruthy();
  });

  it("puts a refused tick back and says why", async () => {
    fakeApi({
      "GET /api/challenges": listOf([aChallenge(1, 1)]),
      "PATCH /api/challenges/1/steps/12": { status: 409, json: { message: "The deadline has passed", code: "x" } },
    });
    const { user } = renderInApp(<HustleChallengesScreen />);
    await user.click(await screen.findByRole("button", { name: "Continue Challenge" }));
    const box = within(await screen.findByTestId("challenge-dialog")).getByLabelText("2. Make your first sale");
    await user.click(box);
    expect(await toastBehindDialog("Could not save this step")).toContain("The deadline has passed");
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    // The modal hides the toast from assistive technology, so the dialog says it too.
    const dialog = screen.getByTestId("challenge-dialog");
    expect(within(dialog).getByRole("alert").textContent).toBe("Could not save this step. The deadline has passed");
  });

  it("says when joining fails, and when the challenges cannot load", async () => {
    fakeApi({
      "GET /api/challenges": listOf([aChallenge(1, 0)]),
      "POST /api/challenges/1/join": { status: 500, json: { message: "Try again shortly", code: "x" } },
    });
    const first = renderInApp(<HustleChallengesScreen />);
    await first.user.click(await screen.findByRole("button", { name: "Join Challenge" }));
    expect(await findToast("Could not join")).toContain("Try again shortly");
    expect(screen.queryByTestId("challenge-dialog")).toBeNull();
    first.unmount();

    fakeApi({ "GET /api/challenges": { status: 500, json: { message: "Busy", code: "x" } } });
    renderInApp(<HustleChallengesScreen />);
    expect(await screen.findByText("Could not load the challenges. Please refresh the page.")).toBeTruthy();
  });
});
