// The error answers of the offer routes.
import { errorResponses } from "../../lib/route-errors";

export const offerErrors = errorResponses(400, 401, 403, 404, 409);
