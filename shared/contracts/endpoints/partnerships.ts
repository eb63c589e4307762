/** The partnership finder's endpoints (Pro only): partners, requests, the person's profile and connections (/api/partnerships). */
import { endpoint } from "../endpoint";
import { idParamsSchema } from "../common";
import {
  applySchema,
  connectionResponseSchema,
  connectionsResponseSchema,
  connectSchema,
  myProfileResponseSchema,
  partnerParamsSchema,
  partnerProfileSchema,
  partnerRequestResponseSchema,
  partnerRequestSchema,
  partnerRequestsResponseSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  requestParamsSchema,
} from "../partnerships";

const access = "partnership-finder";

export const partnershipsEndpoints = {
  partners: endpoint({
    method: "GET",
    path: "/api/partnerships/partners",
    access,
    query: partnersQuerySchema,
    response: partnersResponseSchema,
  }),
  requests: endpoint({
    method: "GET",
    path: "/api/partnerships/requests",
    access,
    response: partnerRequestsResponseSchema,
  }),
  createRequest: endpoint({
    method: "POST",
    path: "/api/partnerships/requests",
    access,
    body: partnerRequestSchema,
    status: 201,
    response: partnerRequestResponseSchema,
  }),
  myProfile: endpoint({
    method: "GET",
    path: "/api/partnerships/my-profile",
    access,
    response: myProfileResponseSchema,
  }),
  saveProfile: endpoint({
    method: "POST",
    path: "/api/partnerships/my-profile",
    access,
    body: partnerProfileSchema,
    response: myProfileResponseSchema,
  }),
  connect: endpoint({
    method: "POST",
    path: "/api/partnerships/connect/:partnerId",
    access,
    params: partnerParamsSchema,
    body: connectSchema,
    status: 201,
    response: connectionResponseSchema,
  }),
  connections: endpoint({
    method: "GET",
    path: "/api/partnerships/connections",
    access,
    response: connectionsResponseSchema,
  }),
  accept: endpoint({
    method: "POST",
    path: "/api/partnerships/connections/:id/accept",
    access,
    params: idParamsSchema,
    response: connectionResponseSchema,
  }),
  decline: endpoint({
    method: "POST",
    path: "/api/partnerships/connections/:id/decline",
    access,
    params: idParamsSchema,
    response: connectionResponseSchema,
  }),
  apply: endpoint({
    method: "POST",
    path: "/api/partnerships/apply/:requestId",
    access,
    params: requestParamsSchema,
    body: applySchema,
    status: 201,
    response: partnerRequestResponseSchema,
  }),
};
