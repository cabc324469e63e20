// Web Worker entry: the project codec (serialise and compress, or parse and inflate) off the UI thread.
import { answerCodecRequest, type CodecRequest, type CodecResponse } from './codecProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<CodecRequest>) => {
  const { response, transfer } = answerCodecRequest(e.data);
  scope.postMessage(response, transfer);
};
// Until this arrives the page keeps its requests (and their layers) to itself.
scope.postMessage({ id: 0, ok: true, kind: 'ready' } satisfies CodecResponse);
