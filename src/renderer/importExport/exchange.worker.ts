// Web Worker entry: imports and exports (decoding files, making maps, encoding files and pictures)
// off the UI thread, so a 4096² map comes in or goes out while the window stays responsive.
import type { ExchangeMessage, ExchangeRequest } from './exchangeProtocol';
import { ExchangeService } from './exchangeService';
import { failure } from './exchangeFailure';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ExchangeMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
const service = new ExchangeService((id, stage, fraction) => post({ id, kind: 'progress', stage, fraction }));

scope.onmessage = (e: MessageEvent<ExchangeRequest>) => {
  const { id } = e.data;
  service.answer(e.data).then(
    ({ answer, transfer }) => post({ id, kind: 'answer', answer }, transfer),
    (error: unknown) => post(failure(id, error)),
  );
};
post({ id: 0, kind: 'ready' });
