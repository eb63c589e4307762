/** Connect on a partner card: the person writes the message (docs/decisions/1452-the-sender-writes-the-message.md). */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Partner } from "@shared/contracts/partnerships";
import { PartnerCard } from "@/features/partnership-finder/components/partner-card";
import { fakeApi } from "./support/fake-api";
import { ritaProfile } from "./support/fixtures";
import { errorBeside, findToast, renderInApp } from "./support/render";

const partner: Partner = {
  id: 7,
  ...ritaProfile,
  availability: "available",
  socialProof: {},
  matchScore: 75,
  matchReasons: [],
  connectionStatus: null,
};
const sentConnection = {
  connection: {
    id: 1,
    status: "pending",
    message: "x",
    createdAt: "2026-11-26T08:00:00.000Z",
    respondedAt: null,
    person: { name: "Rita M.", avatar: "RM" },
  },
};

describe("partner card Connect", () => {
  it("opens an editable draft; nothing goes until Send, and then exactly what the person wrote", async () => {
    const api = fakeApi({ "POST /api/partnerships/connect/7": { status: 201, json: sentConnection } });
    const { user } = renderInApp(<PartnerCard partner={partner} />);
    await user.click(screen.getByRole("button", { name: "Connect: Rita M." }));
    const box = screen.getByLabelText(/^Your message to Rita M\./) as HTMLTextAreaElement;
    expect(box.value).toBe("Hi Rita, I'd love to connect and explore a partnership!");
    expect(api.calls).toEqual([]);

    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(errorBeside(box)).toBe("Write a message to send with your request."));
    expect(api.calls).toEqual([]);

    await user.type(box, "  Hi Rita, I write sales pages. Bundle for Black Friday?  ");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await findToast("Connection Request Sent")).toContain("Rita M. will see your request.");
    expect(api.sent("POST /api/partnerships/connect/7")).toEqual([
      { message: "Hi Rita, I write sales pages. Bundle for Black Friday?" },
    ]);
    await waitFor(() => expect(screen.queryByLabelText(/^Your message to/)).toBeNull());
    expect((screen.getByRole("button", { name: "Request Sent: Rita M." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal beside the message and keeps the dialog open", async () => {
    fakeApi({
      "POST /api/partnerships/connect/7": {
        status: 429,
        json: { message: "You can send at most 20 connection requests a day. Please try again tomorrow." },
      },
    });
    const { user } = renderInApp(<PartnerCard partner={partner} />);
    await user.click(screen.getByRole("button", { name: "Connect: Rita M." }));
    await user.click(screen.getByRole("button", { name: "Send request" }));
    const box = screen.getByLabelText(/^Your message to Rita M\./);
    await waitFor(() =>
      expect(errorBeside(box)).toBe("You can send at most 20 connection requests a day. Please try again tomorrow."),
    );
    expect(screen.getByRole("dialog", { name: "Connect with Rita M." })).toBeTruthy();
  });
});
