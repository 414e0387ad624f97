import { submissionsQueryFromUrl, submissionsUrlSearch, type SubmissionDto, type SubmissionsPage } from '../../src/shared/admin-schema';
import { mailtoHref, replyHref, telHref } from '../../src/app/features/admin/inbox/contact-links';
import { fetchErrorReason } from '../../src/app/features/admin/shared/fetch-error-reason';
import { inboxHref } from '../../src/app/features/admin/inbox/inbox-href';
import { patchCachedPage, removeFromCachedPage } from '../../src/app/features/admin/inbox/submissions-cache';

const submission = (id: string, fields: Partial<SubmissionDto> = {}): SubmissionDto => ({
  id,
  name: `Name ${id}`,
  email: `${id}@example.com`,
  phone_number: null,
  message: 'Hello',
  created_at: '2025-01-01T12:00:00.000Z',
  read: false,
  archived: false,
  attachments: [],
  status: 'new',
  waiting: null,
  ...fields,
});

const page = (data: SubmissionDto[], unread: number): SubmissionsPage => ({
  success: true,
  data,
  total: data.length,
  view_total: data.length,
  statuses: { new: data.length, replied: 0, quoting: 0, won: 0, lost: 0 },
  page: 1, limit: 20, unread, notifications: 'on' });

describe('contact links', () => {
  test('tel: keeps digits and one leading +, and is absent without a number', () => {
    expect(telHref('+1 (407) 555-0142')).toBe('tel:+14075550142');
    expect(telHref('407.555.0142 ext+9')).toBe('tel:40755501429');
    expect(telHref('javascript:alert(1)')).toBe('tel:1');
    expect(telHref('()-')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
  });

  test('mailto links cannot smuggle headers, and replies carry the subject', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(mailtoHref('a@b.c?cc=evil@x.y')).toBe('mailto:a@b.c%3Fcc%3Devil@x.y');
    expect(replyHref('ada@example.com')).toBe('mailto:ada@example.com?subject=Re%3A%20your%20message%20to%20Stratum');
  });
});

describe('fetch error reasons (spec section 8)', () => {
  test.each([
    [{ status: 500, data: { success: false, error: 'Internal server error' } }, 'Internal server error'],
    [{ status: 502, data: 'Bad gateway' }, 'HTTP 502: Bad gateway'],
    [{ status: 'PARSING_ERROR', originalStatus: 504, data: 'Gateway Timeout', error: 'SyntaxError' }, 'HTTP 504: Gateway Timeout'],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Failed to fetch submissions'],
    [{ message: 'Aborted' }, 'Aborted'],
    [{}, 'Unknown error'],
    [undefined, 'Unknown error'],
  ])('%j → %s', (error, reason) => {
    expect(fetchErrorReason(error)).toBe(reason);
  });
});

describe('inbox URLs', () => {
  test('page URLs and list args round-trip, defaults left out', () => {
    expect(submissionsUrlSearch({ page: 1, q: '', view: 'all', sort: 'newest' })).toBe('');
    expect(inboxHref({ page: 2, q: 'bench & co', view: 'unread', sort: 'newest' }, 'abc')).toBe('/admin?view=unread&q=bench+%26+co&page=2&id=abc');
    expect(inboxHref({ page: 1, q: '', view: 'all', status: 'quoting', sort: 'waiting' })).toBe('/admin?status=quoting&sort=waiting');
    expect(inboxHref({ page: 1, q: '', view: 'all', sort: 'newest' }, 'abc')).toBe('/admin?id=abc');
    expect(submissionsQueryFromUrl({ page: '2', q: 'bench & co', view: 'unread', status: 'won', sort: 'waiting', id: 'abc' })).toEqual({
      page: 2,
      limit: 20,
      q: 'bench & co',
      view: 'unread',
      status: 'won',
      sort: 'waiting',
    });
  });

  test('unusable URL values fall back to the defaults', () => {
    expect(submissionsQueryFromUrl({ page: '-3', q: ['a', 'b'], view: 'everything', status: 'unread', sort: 'random' })).toEqual({ page: 1, limit: 20, q: '', view: 'all', sort: 'newest' });
  });
});

describe('optimistic cache updates', () => {
  test('archiving leaves the inbox list and lowers the unread count', () => {
    const draft = page([submission('a'), submission('b', { read: true })], 1);
    patchCachedPage(draft, { page: 1, limit: 20, q: '', view: 'all', sort: 'newest' }, 'a', { archived: true }, -1);
    expect(draft.data.map((s) => s.id)).toEqual(['b']);
    expect(draft.total).toBe(1);
    expect(draft.unread).toBe(0);
  });

  test('reading keeps the message in the Unread list while it is open', () => {
    const draft = page([submission('a')], 1);
    patchCachedPage(draft, { page: 1, limit: 20, q: '', view: 'unread', sort: 'newest' }, 'a', { read: true }, -1);
    expect(draft.data).toEqual([submission('a', { read: true })]);
    expect(draft.unread).toBe(0);
  });

  test('a new status leaves a list filtered by another one', () => {
    const draft = page([submission('a'), submission('b')], 2);
    patchCachedPage(draft, { page: 1, limit: 20, q: '', view: 'all', status: 'new', sort: 'newest' }, 'a', { status: 'quoting' }, 0);
    expect(draft.data.map((s) => s.id)).toEqual(['b']);
  });

  test('deleting removes the message and its unread weight', () => {
    const draft = page([submission('a'), submission('b')], 2);
    removeFromCachedPage(draft, 'b', -1);
    expect(draft.data.map((s) => s.id)).toEqual(['a']);
    expect(draft).toMatchObject({ total: 1, unread: 1 });
  });
});
