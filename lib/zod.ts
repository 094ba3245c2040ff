import { z } from "zod";

// Every schema in Lore is built with the `z` exported here (lint refuses `import { z } from
// "zod"` elsewhere), so that this line runs before the first schema exists, in the server and in
// every client bundle. Without it zod probes for eval (`new Function("")`) when it builds an
// object schema; the page's Content-Security-Policy has no 'unsafe-eval', so the probe fails
// quietly but the browser still reports a CSP violation. Jitless parsing is also what zod does
// anyway wherever eval is refused.
z.config({ jitless: true });

export { z };
