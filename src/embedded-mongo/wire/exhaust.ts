import { type Document, Long } from 'bson';
import { OpCode } from './constants';
import type { WireRequest } from './protocol';

/**
 * An exhaust cursor (OP_MSG's `exhaustAllowed` on a `getMore`): mongod answers with `moreToCome` set and keeps
 * sending the following batches unasked, each as the reply to a "synthetic" copy of the same getMore, until the
 * cursor is exhausted or a batch fails (getmore_cmd.cpp sets `setNextInvocation(boost::none)` when the request
 * is exhaust and the cursor id is not 0; service_entry_point_common.cpp keeps that only for an `ok` reply;
 * session_workflow.cpp's makeExhaustMessage sets `kMoreToCome` and reuses the request).
 */
export function continuesExhaust(request: WireRequest, reply: Document): boolean {
  if (request.opCode !== OpCode.Msg || !request.exhaustAllowed || request.moreToCome) return false;
  if (Object.keys(request.command)[0] !== 'getMore' || reply.ok !== 1) return false;
  const id = (reply.cursor as Document | undefined)?.id;
  return id instanceof Long && !id.isZero();
}

/** The synthetic request of the stream's next batch: the same getMore, its id the id of the reply just sent. */
export const nextExhaustRequest = (request: WireRequest, replyId: number): WireRequest => ({ ...request, requestId: replyId });
