import { matchesView, type SubmissionDto, type SubmissionPatch, type SubmissionsPage, type SubmissionsQuery } from '../../../../shared/admin-schema';

/** 1 when a message counts towards the inbox's unread number. */
export function unreadWeight(submission: Pick<SubmissionDto, 'read' | 'archived'>): number {
  return !submission.read && !submission.archived ? 1 : 0;
}

/**
 * Applies a change to one cached list (an immer draft). A message that no longer belongs in the list's
 * filter after an archive change leaves it; a read change keeps it in place, so opening a message in
 * the Unread view does not make it vanish while it is being read.
 */
export function patchCachedPage(draft: SubmissionsPage, args: SubmissionsQuery, id: string, patch: SubmissionPatch, unreadDelta: number): void {
  const index = draft.data.findIndex((submission) => submission.id === id);
  if (index >= 0) {
    const next = { ...draft.data[index]!, ...patch };
    if ((patch.archived !== undefined || patch.status !== undefined) && !matchesView(next, args)) {
      draft.data.splice(index, 1);
      draft.total = Math.max(0, draft.total - 1);
    } else {
      draft.data[index] = next;
    }
  }
  draft.unread = Math.max(0, draft.unread + unreadDelta);
}

export function removeFromCachedPage(draft: SubmissionsPage, id: string, unreadDelta: number): void {
  const index = draft.data.findIndex((submission) => submission.id === id);
  if (index >= 0) {
    draft.data.splice(index, 1);
    draft.total = Math.max(0, draft.total - 1);
  }
  draft.unread = Math.max(0, draft.unread + unreadDelta);
}
