// The worker that parses and checks API responses against their contract schemas, off the main thread: building the
// schemas and running them would otherwise be tasks of their own between the screen's renders.
import '../zod-jitless';
import { checkResponse, type CheckRequest } from './check-response';

const scope = self as unknown as { onmessage: ((event: MessageEvent<CheckRequest>) => void) | null; postMessage(message: unknown): void };
scope.onmessage = (event) => {
  void checkResponse(event.data).then((reply) => scope.postMessage(reply));
};
