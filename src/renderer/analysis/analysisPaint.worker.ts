// Web Worker entry: an analysis answer coloured into the overlay's cells (paintProtocol.ts) off the
// UI thread, so a 4096² map's regions, range, field or chokepoints never stall the window.
import { serveInWorker } from '../workers/workerMessages';
import { paintService } from './paintProtocol';

// Colouring throws only on a bug: no error here is a sentence for the user.
serveInWorker(() => paintService, () => false);
