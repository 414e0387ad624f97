import { RenderMemo, renderMemoKey } from '../../src/server/render/render-memo';

const url = (path: string) => new URL(path, 'http://localhost');
const query = (data: unknown, requestId: string, at: number) => ({
  api: { queries: { 'getSubmissions(1)': { status: 'fulfilled', endpointName: 'getSubmissions', requestId, startedTimeStamp: at, fulfilledTimeStamp: at + 1, data } } },
});

describe('renderMemoKey', () => {
  test('ignores RTK Query bookkeeping but not the data, the path or the query string', () => {
    const key = renderMemoKey(url('/admin'), query({ total: 3 }, 'a', 1));
    expect(renderMemoKey(url('/admin'), query({ total: 3 }, 'b', 99))).toBe(key);
    expect(renderMemoKey(url('/admin'), query({ total: 4 }, 'a', 1))).not.toBe(key);
    expect(renderMemoKey(url('/admin/staff'), query({ total: 3 }, 'a', 1))).not.toBe(key);
    expect(renderMemoKey(url('/admin?view=unread'), query({ total: 3 }, 'a', 1))).not.toBe(key);
  });

  test('data that happens to hold a field of the same name still counts', () => {
    expect(renderMemoKey(url('/admin'), query({ requestId: 'x' }, 'a', 1))).not.toBe(renderMemoKey(url('/admin'), query({ requestId: 'y' }, 'a', 1)));
  });
});

describe('RenderMemo', () => {
  const entry = (text: string) => Buffer.from(text);

  test('keeps renders within its byte budget, least recently used out first', () => {
    // Each entry is 100 bytes.
    const memo = new RenderMemo(300);
    memo.set('a', entry('a'.repeat(100)));
    memo.set('b', entry('b'.repeat(100)));
    memo.set('c', entry('c'.repeat(100)));
    expect(memo.get('a')?.toString()).toBe('a'.repeat(100));
    memo.set('d', entry('d'.repeat(100)));
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBeDefined();
    expect(memo.get('c')).toBeDefined();
    expect(memo.get('d')).toBeDefined();
  });

  test('replacing a key frees its old size; an entry larger than the budget is not kept', () => {
    const memo = new RenderMemo(300);
    memo.set('a', entry('a'.repeat(100)));
    memo.set('a', entry('x'.repeat(100)));
    memo.set('b', entry('b'.repeat(100)));
    memo.set('c', entry('c'.repeat(100)));
    expect(memo.get('a')?.toString()).toBe('x'.repeat(100));
    memo.set('huge', entry('h'.repeat(400)));
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.get('b')).toBeDefined();
  });
});
