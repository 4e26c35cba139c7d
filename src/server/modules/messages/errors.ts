// The error answers of the message, conversation and socket routes.
import { errorResponses } from "../../lib/route-errors";

export const messageErrors = errorResponses(400, 401, 403, 404, 429);
