// The error answers of the tasker profile routes.
import { errorResponses } from "../../lib/route-errors";

export const taskerProfileErrors = errorResponses(400, 401, 403, 404, 409);
