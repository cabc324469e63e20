// The one door to zod: it puts zod in jitless mode before any schema is built. Otherwise zod probes
// `new Function('')` to decide whether to compile its object parsers, and a page or worker under
// the app's Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation on every
// load. The documents parsed here are small; the compiled parsers would not be missed. Import z
// from this file, never from 'zod' itself (test/unit/shared/zod.test.ts keeps it so).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
