// /unsubscribe/{token}: one-click unsubscribe (RFC 8058) from the link in every e-mail a person can
// turn off. POST with `List-Unsubscribe=One-Click` turns that category's e-mail off and answers 200;
// a mail provider sends it without a cookie, from anywhere (the signed token is the credential, so
// the cross-site check lets exactly this route through). GET only shows a confirmation page whose
// button POSTs: link scanners and previews follow links, and must never unsubscribe anyone.
// Browsers get pages; other clients JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { PREFERENCE_CATEGORY_LABELS } from "../../../contract/notification-preferences";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { HttpError, badRequest, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-errors";
import { setCell } from "./service";
import { confirmPage, donePage, refusedPage } from "./unsubscribe-page";
import { readUnsubscribeToken, unsubscribeKey, type UnsubscribeTarget } from "./unsubscribe-token";

const tags = ["notifications"];
const params = z.object({ token: z.string().max(300) });
const ONE_CLICK = "One-Click";

const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? "");

async function targetOf(db: Db, token: string): Promise<UnsubscribeTarget> {
  const target = await readUnsubscribeToken(db, token);
  if (!target) throw badRequest("This unsubscribe link is not valid. Copy the whole link from the e-mail.");
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where id = ${target.userId}::uuid and deleted_at is null`,
  );
  if (!user) throw notFound("The account this e-mail was sent to no longer exists.");
  return target;
}

/** The body's List-Unsubscribe field: form-encoded, or a multipart part of that name. */
function oneClickIn(body: unknown): boolean {
  if (typeof body !== "string") return false;
  if (new URLSearchParams(body).get("List-Unsubscribe") === ONE_CLICK) return true;
  return /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body);
}

/** An error as the asker reads it: a page for a browser, JSON for the rest. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof HttpError) || !wantsHtml(request)) throw error;
  return reply.code(error.statusCode).type("text/html; charset=utf-8").send(refusedPage(error.message));
}

export async function unsubscribeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  // Read as the server starts: the mails that sign links are queued inside bookings' and offers'
  // transactions, which then find it in memory (a database not migrated yet is read again later).
  unsubscribeKey(db).catch(() => undefined);
  // Mail providers post a form, url-encoded or multipart: both are read as text for the one field.
  const asText = (_request: unknown, body: string, done: (error: null, body: string) => void) => done(null, body);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, asText);
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, asText);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:token",
    {
      schema: {
        tags,
        summary: "The unsubscribe link's confirmation page (changes nothing; its button POSTs)",
        params,
        response: {
          200: z.object({ category: z.string(), label: z.string() }).or(z.string()),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      try {
        const { category } = await targetOf(db, request.params.token);
        const label = PREFERENCE_CATEGORY_LABELS[category];
        reply.header("vary", "Accept").header("cache-control", "no-store").header("referrer-policy", "no-referrer");
        if (!wantsHtml(request)) return { category, label };
        return reply.type("text/html; charset=utf-8").send(confirmPage(label));
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );

  r.post(
    "/:token",
    {
      config: { crossSitePost: true },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): body List-Unsubscribe=One-Click turns the category's e-mail off",
        params,
        response: {
          200: z.object({ unsubscribed: z.literal(true), category: z.string(), label: z.string() }).or(z.string()),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      try {
        const { userId, category } = await targetOf(db, request.params.token);
        if (!oneClickIn(request.body)) throw badRequest("Send List-Unsubscribe=One-Click to unsubscribe.");
        await setCell(db, userId, category, "email", false);
        const label = PREFERENCE_CATEGORY_LABELS[category];
        reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
        if (!wantsHtml(request)) return { unsubscribed: true as const, category, label };
        return reply.type("text/html; charset=utf-8").send(donePage(label));
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );
}
