import { useEffect, useRef, type RefObject } from 'react';
import { adminToasts } from '../../../../content/admin';
import type { SubmissionDto } from '../../../../shared/admin-schema';
import { toast } from '../../../components/toast/toast-store';
import { fetchErrorReason } from '../shared/fetch-error-reason';
import { isUnauthorized } from '../shared/session-expiry';

/** 'Failed to fetch contact submissions: {reason}' for every failed load (a 401 leaves for /login instead). */
export function useFetchErrorToast(error: unknown): void {
  useEffect(() => {
    if (error && !isUnauthorized(error)) toast({ ...adminToasts.fetchFailed(fetchErrorReason(error)), variant: 'destructive' });
  }, [error]);
}

/** Opening an unread message marks it read, once per opening (so 'Mark unread' sticks). */
export function useMarkReadOnOpen(selected: SubmissionDto | undefined, markRead: (id: string) => void): void {
  const id = selected?.id;
  const unread = selected ? !selected.read : false;
  const unreadRef = useRef(unread);
  unreadRef.current = unread;
  useEffect(() => {
    if (id && unreadRef.current) markRead(id);
  }, [id, markRead]);
}

/** Moves focus to the opened message's heading when the admin opens another one (not on page load). */
export function useFocusOnOpen(id: string | undefined, heading: RefObject<HTMLHeadingElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (id) heading.current?.focus();
  }, [id, heading]);
}
