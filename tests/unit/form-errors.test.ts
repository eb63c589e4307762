/**
 * The form kit's message helper (docs/decisions/810): the server's 400 `details` land on their fields, in the
 * specification's wording when it has one and in plain words instead of Zod's built-in messages.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors, detailsToFieldErrors, plainMessage, validationDetails } from "@/lib/form-errors";
import { listLimitsOf, maxLengthOf } from "@/lib/schema-limits";
import { signupSchema } from "../../shared/contracts/auth";
import { quickValidationRequestSchema } from "../../shared/contracts/quick-validation";
import { nicheDiscoveryRequestSchema } from "../../shared/contracts/niche-discovery";
import { businessIdeasRequestSchema } from "../../shared/contracts/business-ideas";
import { partnerProfileSchema } from "../../shared/contracts/partnerships";

/** Zod's own message for `schema` refusing `value` (so the test follows Zod's wording, not a copy of it). */
const zodMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0].message;

const badRequest = (details: unknown) =>
  new ApiError(400, "Invalid", "validation_error", { message: "Invalid", code: "validation_error", details });

describe("plainMessage", () => {
  it.each([
    [z.string().max(100), "x".repeat(101), "Use at most 100 characters."],
    [z.string().min(3), "ab", "Use at least 3 characters."],
    [z.string().min(1), "", "This field is required."],
    [z.array(z.string()).max(15), Array(16).fill("a"), "Add at most 15 items."],
    [z.number().max(5), 9, "Use a number no bigger than 5."],
    [z.string(), undefined, "This field is required."],
    [z.string(), 7, "Enter text here."],
    [z.enum(["a", "b"]), "c", "Choose one of the listed options."],
    [z.email(), "nope", "Enter a valid email address."],
    [z.string().regex(/^a+$/), "b", "Check the format of this field."],
  ])("translates Zod's default message for %s", (schema, value, expected) => {
    const raw = zodMessage(schema, value);
    expect(raw).not.toBe(expected);
    expect(plainMessage(raw)).toBe(expected);
  });

  it("turns Zod's length message into plain words", () => {
    expect(plainMessage("Too big: expected string to have <=100 characters")).toBe("Use at most 100 characters.");
  });

  it.each([
    "Product name is required",
    "Passwords don't match",
    "Skills and expertise must be at most 500 characters",
    "Please enter a valid email address",
  ])("keeps the specification's own message %j", (message) => expect(plainMessage(message)).toBe(message));
});

describe("details to fields", () => {
  it("reads the details of a 400 only", () => {
    const details = [{ path: "product", message: "Product name is required" }];
    expect(validationDetails(badRequest(details))).toEqual(details);
    expect(validationDetails(new ApiError(402, "Free trial limit reached", "free_limit_reached", { details }))).toEqual(
      [],
    );
    expect(validationDetails(new Error("400: nope"))).toEqual([]);
    expect(validationDetails(badRequest("not a list"))).toEqual([]);
  });

  it("puts each detail on its field (first one wins; list entries land on the list), skipping unknown fields", () => {
    const errors = detailsToFieldErrors(
      [
        { path: "firstName", message: "Too big: expected string to have <=100 characters" },
        { path: "firstName", message: "First name is required" },
        { path: "skills.2", message: "Each skills entry must be at most 60 characters" },
        { path: "", message: "Invalid request" },
        { path: "somethingElse", message: "x" },
      ],
      ["firstName", "skills"],
    );
    expect(errors).toEqual({
      firstName: "Use at most 100 characters.",
      skills: "Each skills entry must be at most 60 characters",
    });
  });

  it("applies the server's real details from the shared schema onto a form's setError, focusing the first", () => {
    const issues = signupSchema.safeParse({
      email: "a@b.co",
      firstName: "F".repeat(101),
      lastName: "",
      password: "secret-1",
      confirmPassword: "secret-1",
    }).error!.issues;
    const details = issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const calls: [string, string, boolean | undefined][] = [];
    const placed = applyServerErrors(
      badRequest(details),
      (name, error, options) => calls.push([name, error.message, options?.shouldFocus]),
      ["firstName", "lastName"],
    );
    expect(placed).toBe(true);
    expect(calls).toEqual([
      ["firstName", "Use at most 100 characters.", true],
      ["lastName", "Last name is required", false],
    ]);
    expect(applyServerErrors(new Error("boom"), () => calls.push(["never", "", false]), ["firstName"])).toBe(false);
  });
});

describe("schema limits the fields carry", () => {
  it("reads max lengths through trims, preprocessors, defaults and pipes", () => {
    expect(maxLengthOf(quickValidationRequestSchema, "product")).toBe(120);
    expect(maxLengthOf(quickValidationRequestSchema, "description")).toBe(2000);
    expect(maxLengthOf(businessIdeasRequestSchema, "skills")).toBe(500);
    expect(maxLengthOf(signupSchema, "firstName")).toBe(100);
    expect(maxLengthOf(signupSchema, "email")).toBe(320);
    expect(maxLengthOf(quickValidationRequestSchema, "missing")).toBeUndefined();
  });

  it("reads the max length of a field inside an object field (a dotted name)", () => {
    expect(maxLengthOf(partnerProfileSchema, "socialProof.followers")).toBe(40);
    expect(maxLengthOf(partnerProfileSchema, "socialProof.revenue")).toBe(40);
    expect(maxLengthOf(partnerProfileSchema, "location")).toBe(120);
    expect(maxLengthOf(partnerProfileSchema, "socialProof.missing")).toBeUndefined();
    expect(maxLengthOf(partnerProfileSchema, "bio.length")).toBeUndefined();
  });

  it("reads a tag list's limits", () => {
    expect(listLimitsOf(nicheDiscoveryRequestSchema, "skills")).toEqual({ maxItems: 15, maxItemLength: 60 });
  });
});
