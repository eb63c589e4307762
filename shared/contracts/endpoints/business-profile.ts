/** The business profile's endpoints (docs/guide/business-profile.md): read it (`{ profile }`, null until saved) and replace it. */
import { endpoint } from "../endpoint";
import { businessProfileInputSchema, businessProfileResponseSchema } from "../business-profile";

export const businessProfileEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/business-profile",
    access: "signed-in",
    response: businessProfileResponseSchema,
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/business-profile",
    access: "signed-in",
    body: businessProfileInputSchema,
    response: businessProfileResponseSchema,
  }),
};
