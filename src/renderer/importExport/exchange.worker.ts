// Web Worker entry: imports and exports (decoding files, making maps, encoding files and pictures)
// off the UI thread, so a 4096² map comes in or goes out while the window stays responsive.
import { serveInWorker } from '../workers/workerMessages';
import { isSentence } from './exchangeFailure';
import { ExchangeService } from './exchangeService';

serveInWorker((progress) => new ExchangeService(progress), isSentence);
