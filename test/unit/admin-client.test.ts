import { submissionsQueryFromUrl, submissionsUrlSearch, type SubmissionDto, type SubmissionsPage } from '../../src/shared/admin-schema';
import { mailtoHref, replyHref, telHref } from '../../src/app/features/admin/contact-links';
import { fetchErrorReason } from '../../src/app/features/admin/fetch-error-reason';
import { inboxHref } from '../../src/app/features/admin/inbox-href';
import { patchCachedPage, removeFromCachedPage } from '../../src/app/features/admin/submissions-cache';

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
  ...fields,
});

const page = (data: SubmissionDto[], unread: number): SubmissionsPage => ({ success: true, data, total: data.length, page: 1, limit: 20, unread, notifications: 'on' });

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
    expect(submissionsUrlSearch({ page: 1, q: '', status: 'all' })).toBe('');
    expect(inboxHref({ page: 2, q: 'bench & co', status: 'unread' }, 'abc')).toBe('/admin?status=unread&q=bench+%26+co&page=2&id=abc');
    expect(inboxHref({ page: 1, q: '', status: 'all' }, 'abc')).toBe('/admin?id=abc');
    expect(submissionsQueryFromUrl({ page: '2', q: 'bench & co', status: 'unread', id: 'abc' })).toEqual({ page: 2, limit: 20, q: 'bench & co', status: 'unread' });
  });

  test('unusable URL values fall back to the defaults', () => {
    expect(submissionsQueryFromUrl({ page: '-3', q: ['a', 'b'], status: 'everything' })).toEqual({ page: 1, limit: 20, q: '', status: 'all' });
  });
});

describe('optimistic cache updates', () => {
  test('archiving leaves the inbox list and lowers the unread count', () => {
    const draft = page([submission('a'), submission('b', { read: true })], 1);
    patchCachedPage(draft, { page: 1, limit: 20, q: '', status: 'all' }, 'a', { archived: true }, -1);
    expect(draft.data.map((s) => s.id)).toEqual(['b']);
    expect(draft.total).toBe(1);
    expect(draft.unread).toBe(0);
  });

  test('reading keeps the message in the Unread list while it is open', () => {
    const draft = page([submission('a')], 1);
    patchCachedPage(draft, { page: 1, limit: 20, q: '', status: 'unread' }, 'a', { read: true }, -1);
    expect(draft.data).toEqual([submission('a', { read: true })]);
    expect(draft.unread).toBe(0);
  });

  test('deleting removes the message and its unread weight', () => {
    const draft = page([submission('a'), submission('b')], 2);
    removeFromCachedPage(draft, 'b', -1);
    expect(draft.data.map((s) => s.id)).toEqual(['a']);
    expect(draft).toMatchObject({ total: 1, unread: 1 });
  });
});
