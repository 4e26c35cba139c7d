// GET/PUT /api/taskers/profile/service-area: the signed-in tasker's base city and travel radius.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../../contract/errors";
import { serviceAreaInputSchema, serviceAreaSchema } from "../../../contract/places";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { getServiceArea, setServiceArea } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function serviceAreaRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/service-area",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Your base city and travel radius",
        response: { 200: serviceAreaSchema, ...errors },
      },
    },
    async (request) => getServiceArea(db, requireUser(request).id),
  );
  r.put(
    "/service-area",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Set your base city (a place id from /api/places) and travel radius (1–200 km, or in mi)",
        body: serviceAreaInputSchema,
        response: { 200: serviceAreaSchema, ...errors },
      },
    },
    async (request) => setServiceArea(db, requireUser(request).id, request.body),
  );
}
