/** The endpoint table and how an answer is described, loaded together by the client build (vite-endpoint-addresses.ts). */
export { ENDPOINT_AREAS } from "../shared/contracts/endpoints/index";
export { describeResponse } from "../shared/contracts/answers";
