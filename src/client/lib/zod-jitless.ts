// zod for the browser bundle (vite.config.ts points "zod" here): the same zod, told not to
// compile parsers with `new Function`, which the site's CSP (no 'unsafe-eval') forbids.
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z };
export default z;
