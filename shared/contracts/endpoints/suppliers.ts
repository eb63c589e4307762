/** The supplier database's endpoints: the filtered list with favourites, and marking a favourite (/api/suppliers). */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { idParamsSchema } from "../common";
import { favoriteResponseSchema, suppliersQuerySchema, suppliersResponseSchema } from "../suppliers";

const access = "supplier-database";

export const suppliersEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/suppliers",
    access,
    query: suppliersQuerySchema,
    response: suppliersResponseSchema,
  }),
  favorite: endpoint({
    method: "POST",
    path: "/api/suppliers/:id/favorite",
    access,
    params: idParamsSchema,
    response: favoriteResponseSchema,
  }),
  unfavorite: endpoint({
    method: "DELETE",
    path: "/api/suppliers/:id/favorite",
    access,
    params: idParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
