// Web Worker entry: the project codec (serialise and compress, or parse and inflate) off the UI thread.
import { serveInWorker } from '../workers/workerMessages';
import { codecService, isCodecSentence } from './codecProtocol';

serveInWorker(() => codecService, isCodecSentence);
