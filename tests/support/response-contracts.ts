/**
 * Test setup: an answer that breaks its contract fails the test that caused it
 * (docs/decisions/822-a-contract-on-every-answer.md). The app already answered that request 500 with the
 * mismatch in its body; this makes sure a test that did not look at that answer fails too.
 */
import { afterEach } from "vitest";
import { contractViolations } from "../../server/http/response-contract";

afterEach(() => {
  const found = contractViolations.splice(0);
  if (found.length)
    throw new Error(`Answers that do not match their contract (shared/contracts):\n${found.join("\n")}`);
});
