/** The partnership request form (form kit + the request schema of shared/contracts/partnerships.ts). */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RequestForm } from "@/features/partnership-finder/components/request-form";
import { fakeApi } from "./support/fake-api";
import { errorBeside, findToast, renderInApp } from "./support/render";

/** The server's answer to the request the second test sends (shared/contracts/partnerships.ts). */
const created = {
  request: {
    id: 1,
    type: "bundle",
    title: "Bundle our courses",
    description: "",
    duration: "3 months",
    budget: "",
    requiredSkills: ["copywriting", "email"],
    applications: 0,
    creator: { name: "Sam Lee", avatar: "SL" },
    createdAt: "2026-11-28T10:00:00.000Z",
    isOwn: true,
    hasApplied: false,
    received: [],
  },
};

describe("partnership request form", () => {
  it("without a title: 'Title is required' beside Title and in the toast, nothing sent", async () => {
    const api = fakeApi({ "POST /api/partnerships/requests": { status: 201, json: created } });
    const { user } = renderInApp(<RequestForm onDone={() => {}} />);
    await user.type(screen.getByLabelText("Description"), "Two course creators, one bundle.");
    await user.click(screen.getByRole("button", { name: "Create Request" }));

    expect(await findToast("Validation Error")).toContain("Title is required");
    const title = screen.getByLabelText(/^Title/);
    expect(errorBeside(title)).toBe("Title is required");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);

    // The message goes once the field is filled in.
    await user.type(title, "Bundle our courses");
    await waitFor(() => expect(errorBeside(title)).toBeNull());
  });

  it("sends the request as the contract reads it and closes", async () => {
    const api = fakeApi({ "POST /api/partnerships/requests": { status: 201, json: created } });
    const onDone = vi.fn();
    const { user } = renderInApp(<RequestForm onDone={onDone} />);
    await user.selectOptions(screen.getByLabelText("Type"), "bundle");
    await user.type(screen.getByLabelText(/^Title/), "  Bundle our courses ");
    await user.type(screen.getByLabelText("Duration"), "3 months");
    await user.type(screen.getByLabelText("Required skills"), "copywriting, email,copywriting");
    await user.click(screen.getByRole("button", { name: "Create Request" }));

    expect(await findToast("Request Created")).toContain("Your partnership request is live.");
    expect(api.sent("POST /api/partnerships/requests")).toEqual([
      {
        type: "bundle",
        title: "Bundle our courses",
        description: "",
        duration: "3 months",
        skills: "copywriting, email",
        budget: "",
      },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("a title over 200 characters cannot be typed: the field stops at the contract's limit", async () => {
    fakeApi({});
    const { user } = renderInApp(<RequestForm onDone={() => {}} />);
    const title = screen.getByLabelText(/^Title/);
    expect(title.getAttribute("maxlength")).toBe("200");
    await user.click(title);
    await user.paste("x".repeat(250));
    expect((title as HTMLInputElement).value).toHaveLength(200);
  });
});
