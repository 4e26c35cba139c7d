// The signed-in user's own account: PUT /api/users/me, POST|DELETE /api/users/me/avatar,
// PUT /api/users/me/password, DELETE /api/users/me, GET /api/users/{id}/conversations.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionUserSchema } from "../../../contract/auth";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  changePasswordSchema,
  deleteAccountSchema,
  updateMeSchema,
} from "../../../contract/users";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { badRequest, forbidden } from "../../lib/http-error";
import { clearSessionCookie, requireUser } from "../../plugins/auth";
import { toSessionUser } from "../auth/service";
import { deleteAccount } from "./delete-account";
import { BAD_IMAGE, changePassword, removeAvatar, setAvatar, updateMe } from "./service";
import { userConversationRoutes } from "./conversation-routes";

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);
const TOO_LARGE = "The image must be 5 MB or smaller.";

export async function userRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config, storage } = context;
  await userConversationRoutes(app, context);
  // Encapsulated: multipart parsing applies to these routes only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.put(
      "/me",
      {
        schema: {
          tags: ["account"],
          summary: "Edit your name, phone and location",
          body: updateMeSchema,
          response: { 200: sessionUserSchema, ...errors },
        },
      },
      async (request) => toSessionUser(await updateMe(db, requireUser(request).id, request.body)),
    );

    r.put(
      "/:id",
      {
        schema: {
          tags: ["account"],
          summary: "Edit a user by id: only yourself (others 403)",
          params: z.object({ id: z.string().max(64) }),
          body: updateMeSchema,
          response: { 200: sessionUserSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (request.params.id !== user.id) throw forbidden("You can only edit your own profile.");
        return toSessionUser(await updateMe(db, user.id, request.body));
      },
    );

    r.post(
      "/me/avatar",
      {
        schema: {
          tags: ["account"],
          summary: "Upload a profile image (multipart field 'file': JPEG, PNG or WebP, at most 5 MB)",
          consumes: ["multipart/form-data"],
          response: { 200: sessionUserSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data in a field named 'file'.");
        let bytes: Buffer;
        let mimetype: string;
        try {
          const file = await request.file();
          if (!file) throw badRequest("Please choose an image to upload.");
          mimetype = file.mimetype;
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE")
            throw badRequest(TOO_LARGE);
          if (error instanceof Error && "statusCode" in error && error.statusCode === 400) throw error;
          if (error instanceof Error && "code" in error && String(error.code).startsWith("FST_"))
            throw badRequest("The upload could not be read. Please try again.");
          throw error;
        }
        if (!(AVATAR_TYPES as readonly string[]).includes(mimetype)) throw badRequest(BAD_IMAGE);
        if (bytes.length === 0) throw badRequest("The file is empty.");
        return toSessionUser(await setAvatar(db, storage, user, bytes));
      },
    );

    r.delete(
      "/me/avatar",
      {
        schema: {
          tags: ["account"],
          summary: "Remove your profile image",
          response: { 200: sessionUserSchema, ...errors },
        },
      },
      async (request) => toSessionUser(await removeAvatar(db, storage, requireUser(request))),
    );

    r.put(
      "/me/password",
      {
        schema: {
          tags: ["account"],
          summary: "Change your password (current one required; other sessions end)",
          body: changePasswordSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await changePassword(
          db,
          requireUser(request),
          request.sessionToken,
          request.body.currentPassword,
          request.body.newPassword,
        );
        return reply.status(204).send(null);
      },
    );

    r.delete(
      "/me",
      {
        schema: {
          tags: ["account"],
          summary: "Delete your account (password required; see README Product notes)",
          body: deleteAccountSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteAccount(db, storage, requireUser(request), request.body.password);
        clearSessionCookie(reply, config);
        return reply.status(204).send(null);
      },
    );
  });
}
