// The site's public origin: the base of every absolute link taskly writes (e-mails, the public pages'
// canonical, Open Graph and JSON-LD URLs, robots.txt, the sitemap, the return address of Stripe's
// onboarding). PUBLIC_ORIGIN, else this server on localhost, right for `npm start`; a deployment sets
// PUBLIC_ORIGIN. Never the request's Host or X-Forwarded-Host: anyone can send a forged one, and a link
// built from it would send a reader of a mail, or of a page kept and served to everyone, to their site.
import type { Config } from "../config";

export function publicOrigin(config: Pick<Config, "PUBLIC_ORIGIN" | "PORT">): string {
  return config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : `http://localhost:${config.PORT}`;
}
