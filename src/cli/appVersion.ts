// The version of A* Studio this command line belongs to, from package.json: written into the
// projects `convert` makes and the path files `path --format json` prints. The bundler inlines
// the value, so the built CLI needs no package.json beside it.
import { version } from '../../package.json';

/** The app's version, e.g. "0.1.0". */
export const APP_VERSION: string = version;
