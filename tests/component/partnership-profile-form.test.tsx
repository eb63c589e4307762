/** The partner profile form (form kit + the profile schema of shared/contracts/partnerships.ts). */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PartnerProfile } from "@shared/contracts/partnerships";
import { ProfileForm } from "@/features/partnership-finder/components/profile-form";
import { fakeApi } from "./support/fake-api";
import { ritaProfile } from "./support/fixtures";
import { errorBeside, findToast, renderInApp } from "./support/render";

const stored: PartnerProfile = {
  id: 3,
  ...ritaProfile,
  availability: "selective",
  socialProof: { followers: "12K" },
};

describe("partner profile form", () => {
  it("a short bio and nothing else: each rule beside its field, the bio's in the toast, nothing sent", async () => {
    const api = fakeApi({ "POST /api/partnerships/my-profile": { json: { profile: stored } } });
    const { user } = renderInApp(<ProfileForm profile={null} />);
    await user.type(screen.getByLabelText(/^Bio/), "Short");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await findToast("Validation Error")).toContain("Bio must be at least 10 characters long.");
    expect(errorBeside(screen.getByLabelText(/^Bio/))).toBe("Bio must be at least 10 characters long.");
    expect(errorBeside(screen.getByLabelText(/^Niche/))).toBe("Please select your niche.");
    expect(errorBeside(screen.getByLabelText(/^Location/))).toBe("Location is required");
    expect(errorBeside(screen.getByLabelText(/^Experience/))).toBe("Experience is required");
    expect(errorBeside(screen.getByRole("group", { name: /^Looking for/ }))).toBe(
      "Please select at least one thing you're looking for.",
    );
    expect(errorBeside(screen.getByRole("group", { name: /^Offering/ }))).toBe(
      "Please select at least one thing you're offering.",
    );
    expect(api.calls).toEqual([]);
  });

  it("with the bio right, the toast names the next rule in the specification's order (looking for before location)", async () => {
    fakeApi({});
    const { user } = renderInApp(<ProfileForm profile={null} />);
    await user.type(screen.getByLabelText(/^Bio/), "I build Shopify stores for small brands.");
    await user.selectOptions(screen.getByLabelText(/^Niche/), "ecommerce");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await findToast("Validation Error")).toContain("Please select at least one thing you're looking for.");
  });

  it("sends the profile as the contract reads it", async () => {
    const api = fakeApi({ "POST /api/partnerships/my-profile": { json: { profile: stored } } });
    const { user } = renderInApp(<ProfileForm profile={null} />);
    await user.type(
      screen.getByLabelText(/^Bio/),
      "  I run a course business and want to bundle with other creators. ",
    );
    await user.selectOptions(screen.getByLabelText(/^Niche/), "content");
    await user.type(screen.getByLabelText(/^Location/), "Lisbon, Portugal");
    await user.selectOptions(screen.getByLabelText(/^Experience/), "experienced");
    const lookingFor = screen.getByRole("group", { name: /^Looking for/ });
    for (const item of ["Investor", "Designer"])
      await user.click(within(lookingFor).getByRole("checkbox", { name: item }));
    await user.click(
      within(screen.getByRole("group", { name: /^Offering/ })).getByRole("checkbox", { name: "Content Creation" }),
    );
    await user.type(screen.getByLabelText("Followers (optional)"), "12K");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await findToast("Profile Saved")).toContain("Your partner profile is visible to other members.");
    expect(api.sent("POST /api/partnerships/my-profile")).toEqual([
      {
        bio: "I run a course business and want to bundle with other creators.",
        niche: "content",
        location: "Lisbon, Portugal",
        lookingFor: ["Investor", "Designer"],
        offering: ["Content Creation"],
        experience: "experienced",
        availability: "available",
        socialProof: { followers: "12K" },
      },
    ]);
  });

  it("opens with the stored profile; unticking a box and saving sends the rest", async () => {
    const api = fakeApi({ "POST /api/partnerships/my-profile": { json: { profile: stored } } });
    const { user } = renderInApp(<ProfileForm profile={{ ...stored, lookingFor: ["Designer", "Investor"] }} />);
    expect(screen.getByRole("heading", { name: "Your Partner Profile" })).toBeTruthy();
    expect((screen.getByLabelText(/^Niche/) as HTMLSelectElement).value).toBe("content");
    expect((screen.getByLabelText("Availability") as HTMLSelectElement).value).toBe("selective");
    expect((screen.getByLabelText("Followers (optional)") as HTMLInputElement).value).toBe("12K");
    await user.click(screen.getByRole("checkbox", { name: "Investor" }));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await findToast("Profile Saved");
    expect(api.sent("POST /api/partnerships/my-profile")).toEqual([
      {
        bio: stored.bio,
        niche: "content",
        location: "Lisbon, Portugal",
        lookingFor: ["Designer"],
        offering: ["Content Creation"],
        experience: "experienced",
        availability: "selective",
        socialProof: { followers: "12K" },
      },
    ]);
  });

  it("the followers field stops at the contract's 40 characters", () => {
    fakeApi({});
    renderInApp(<ProfileForm profile={null} />);
    expect(screen.getByLabelText("Followers (optional)").getAttribute("maxlength")).toBe("40");
  });
});
