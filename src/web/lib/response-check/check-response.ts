import { loadNamedSchema } from './contract-modules';

/** What the main thread asks the checking worker: one response's text against one named schema. */
export interface CheckRequest {
  id: number;
  contract: string;
  name: string;
  text: string;
}

/** The worker's answer: the parsed and checked value, or why the response does not pass. */
export type CheckReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** A response that does not match its contract (the server and this app disagree). */
export class ResponseCheckError extends Error {
  override name = 'ResponseCheckError';
}

/** Parses a response's text (empty: no value) and checks it against the named schema; the same in a worker or not. */
export async function checkResponse(request: CheckRequest): Promise<CheckReply> {
  const { id } = request;
  try {
    const schema = await loadNamedSchema(request);
    const result = schema.safeParse(request.text ? JSON.parse(request.text) : undefined);
    if (result.success) return { id, ok: true, value: result.data };
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { id, ok: false, message: `${request.contract}.${request.name}: ${issues.join('; ')}` };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
