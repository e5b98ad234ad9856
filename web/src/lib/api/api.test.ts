import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSnapshot, resetSessionForTests, setSession } from '@/lib/auth/session';
import i18n from '@/lib/i18n';
import { apiError, authAnswer, json, mockApi } from '@/testing/api';
import { DELETE, GET, POST } from './client';
import { ApiError, toApiError } from './errors';
import { createRawClient, RETRY_STATUS_CODES } from './raw';

function countingFetch(status: number) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => apiError(status, 'internal', 'internal'));
  return { fetchMock, client: createRawClient(fetchMock as unknown as typeof fetch) };
}

describe('retry rule', () => {
  it('retries exactly the statuses of the product’s retry rule', () => {
    expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([400, 403, 404])('does not retry a GET on %i', async (status) => {
    const { fetchMock, client } = countingFetch(status);
    await expect(client('/things')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(RETRY_STATUS_CODES)('retries a GET once on %i', async (status) => {
    const { fetchMock, client } = countingFetch(status);
    await expect(client('/things')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('does not retry %s', async (method) => {
    const { fetchMock, client } = countingFetch(503);
    await expect(client('/things', { method })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a POST when the call asks for it', async () => {
    const { fetchMock, client } = countingFetch(503);
    await expect(client('/things', { method: 'POST', retry: 2 })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    const { fetchMock, client } = countingFetch(status);
    await expect(client('/things')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('ApiError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the server error body', async () => {
    mockApi({ 'POST /api/auth/register': () => apiError(400, 'invalid-argument', 'invalidForm', { email: 'emailInvalid' }) });
    const error = await POST('/api/auth/register', { body: { displayName: 'Sam', email: 'sam', password: 'a long password' }, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      key: 'invalidForm',
      params: {},
      message: 'Sorry, not all fields are filled out correctly.',
      fields: { email: 'Please enter a valid email address.' },
      fieldKeys: { email: 'emailInvalid' },
    });
  });

  it('says a known sentence in the reader’s language, with its values, whatever language the message is in', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'POST /api/fathers': () => apiError(400, 'invalid-argument', ['yearsKept', { label: 'Birth date', first: '1900', last: '2100' }]),
    });
    const error = await POST('/api/fathers', { body: { firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '1850-01-01' }, auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      key: 'yearsKept',
      params: { label: 'Birth date', first: '1900', last: '2100' },
      message: 'La fecha debe estar entre los años 1900 y 2100.',
    });
  });

  it('words each field from its key and values', async () => {
    mockApi({
      'POST /api/cycles': () =>
        apiError(400, 'invalid-argument', 'invalidForm', { title: ['tooLong', { label: 'Title', max: '150' }], groupId: ['required', { label: 'Group' }] }),
    });
    const send = () =>
      POST('/api/cycles', { body: { title: 'x'.repeat(151), groupId: '', startDate: '2026-01-05', endDate: '2026-03-30' }, auth: false }).catch((e: unknown) => e);
    expect(await send()).toMatchObject({
      fields: { title: 'Title must be at most 150 characters.', groupId: 'Group is required.' },
      fieldKeys: { title: 'tooLong', groupId: 'required' },
    });
    await i18n.changeLanguage('es');
    expect(await send()).toMatchObject({
      fields: { title: 'Escribe como máximo 150 caracteres.', groupId: 'Este campo es obligatorio.' },
      fieldKeys: { title: 'tooLong', groupId: 'required' },
    });
  });

  it('keeps the message of a sentence it does not know (a newer server’s), and of its fields', async () => {
    mockApi({
      'DELETE /api/groups/g1': () =>
        json(
          {
            error: {
              code: 'aborted',
              key: 'groupHasHistory',
              params: { what: 'group' },
              message: 'A group with history is kept.',
              fields: { id: 'Pick another group.' },
              fieldKeys: { id: 'pickAnotherGroup' },
            },
          },
          409,
        ),
    });
    const error = await DELETE('/api/groups/{id}', { params: { path: { id: 'g1' } }, auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'aborted', message: 'A group with history is kept.', fields: { id: 'Pick another group.' }, fieldKeys: {} });
    expect((error as ApiError).key).toBeUndefined();
  });

  it('falls back to the status mapping, and its words, when the body is not ours', async () => {
    mockApi({ 'GET /api/me': () => new Response('<html>bad gateway</html>', { status: 403 }) });
    const error = await GET('/api/me', { auth: false }).catch((e: unknown) => toApiError(e));
    expect(error).toMatchObject({ status: 403, code: 'permission-denied', message: 'You are not allowed to do this.', fields: {} });
    expect((error as ApiError).key).toBeUndefined();
  });

  it('says in the reader’s language that no answer came', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'POST /api/auth/register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await POST('/api/auth/register', { body: { displayName: 'Sam', email: 'sam@example.com', password: 'a long password' }, auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 0, code: 'unavailable', unreachable: true, message: 'No se pudo conectar con el servidor. Revisa tu conexión.' });
  });

  it('carries the server error body of a refused file, which comes as a Blob', async () => {
    mockApi({
      'GET /api/reports/summary.csv': () => apiError(400, 'invalid-argument', 'invalidForm', { to: ['reportTooLong', { max: '1098' }] }),
      'GET /api/me/export': () => new Response('<html>not here</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    });
    const refused = await GET('/api/reports/summary.csv', { params: { query: { from: '2026-01-01', to: '2030-01-01' } }, parseAs: 'blob', auth: false }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      key: 'invalidForm',
      message: 'Sorry, not all fields are filled out correctly.',
      fields: { to: 'A report covers at most 1098 days.' },
      fieldKeys: { to: 'reportTooLong' },
    });
    const notOurs = await GET('/api/me/export', { parseAs: 'blob', auth: false }).catch((e: unknown) => e);
    expect(notOurs).toMatchObject({ status: 404, code: 'not-found', fields: {} });
  });
});

describe('every request', () => {
  beforeEach(() => resetSessionForTests({ ready: true, session: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSessionForTests();
  });

  const language = (init: RequestInit | undefined) => new Headers(init?.headers).get('Accept-Language');

  it('asks for answers in the reader’s language, the one he reads when it is sent', async () => {
    setSession(authAnswer(undefined, 10_000));
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer()),
      'GET /api/me': () => json({ ok: true }),
      'GET /api/me/export': () => new Response('{}', { status: 200 }),
    });
    await GET('/api/me');
    await i18n.changeLanguage('es');
    await GET('/api/me');
    await GET('/api/me/export', { parseAs: 'blob' });
    // The renewal too: its refusal is an error like any other.
    expect(calls.map((call) => [`${call.method} ${call.path}`, language(call.init)])).toEqual([
      ['POST /api/auth/refresh', 'en'],
      ['GET /api/me', 'en'],
      ['GET /api/me', 'es'],
      ['GET /api/me/export', 'es'],
    ]);
  });

  it('asks for it again when repeated', async () => {
    const { fetchMock, client } = countingFetch(503);
    await expect(client('/things')).rejects.toThrow();
    expect(fetchMock.mock.calls.map(([, init]) => language(init))).toEqual(['en', 'en']);
  });
});

describe('access token', () => {
  beforeEach(() => resetSessionForTests({ ready: true, session: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSessionForTests();
  });

  it('is sent as a bearer token', async () => {
    const session = setSession(authAnswer());
    const { calls } = mockApi({ 'GET /api/me': () => json({ ok: true }) });
    await GET('/api/me');
    expect(new Headers(calls[0].init?.headers).get('Authorization')).toBe(`Bearer ${session.accessToken}`);
  });

  it('is renewed before a call when it expires within 30 seconds', async () => {
    setSession(authAnswer(undefined, 20_000));
    const renewed = authAnswer();
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(renewed),
      'GET /api/me': () => json({ ok: true }),
    });
    await GET('/api/me');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/refresh', 'GET /api/me']);
    expect(new Headers(calls[1].init?.headers).get('Authorization')).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('is refreshed once on a 401 and the call repeated', async () => {
    setSession(authAnswer());
    let meCalls = 0;
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer()),
      'GET /api/me': () => (++meCalls === 1 ? apiError(401, 'unauthenticated', 'sessionEnded') : json({ ok: true })),
    });
    await expect(GET('/api/me')).resolves.toEqual({ ok: true });
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh is refused', async () => {
    setSession(authAnswer());
    mockApi({
      'POST /api/auth/refresh': () => apiError(401, 'unauthenticated', 'sessionEnded'),
      'GET /api/me': () => apiError(401, 'unauthenticated', 'sessionEnded'),
    });
    await expect(GET('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(getSnapshot().session).toBeNull();
  });

  it('shares one refresh between concurrent calls', async () => {
    setSession(authAnswer(undefined, 10_000));
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => new Promise((resolve) => setTimeout(() => resolve(json(authAnswer())), 10)),
      'GET /api/sessions/a': () => json(1),
      'GET /api/sessions/b': () => json(2),
      'GET /api/sessions/c': () => json(3),
    });
    const session = (id: string) => GET('/api/sessions/{id}', { params: { path: { id } } });
    await expect(Promise.all([session('a'), session('b'), session('c')])).resolves.toEqual([1, 2, 3]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
  });
});

describe('the typed client', () => {
  beforeEach(() => resetSessionForTests({ ready: true, session: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSessionForTests();
  });

  const language = (init: RequestInit | undefined) => new Headers(init?.headers).get('Accept-Language');

  it('sends the token, renews it once on a 401 and repeats the call, in the reader’s language', async () => {
    setSession(authAnswer());
    const renewed = authAnswer();
    let sessionCalls = 0;
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(renewed),
      'GET /api/sessions/s1': () => (++sessionCalls === 1 ? apiError(401, 'unauthenticated', 'sessionEnded') : json({ id: 's1' })),
    });
    await i18n.changeLanguage('es');
    await expect(GET('/api/sessions/{id}', { params: { path: { id: 's1' } } })).resolves.toEqual({ id: 's1' });
    expect(calls.map((call) => [`${call.method} ${call.path}`, language(call.init)])).toEqual([
      ['GET /api/sessions/s1', 'es'],
      ['POST /api/auth/refresh', 'es'],
      ['GET /api/sessions/s1', 'es'],
    ]);
    expect(new Headers(calls[2].init?.headers).get('Authorization')).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('sends a JSON body and query parameters, and retries a read once', async () => {
    let reads = 0;
    const { calls } = mockApi({
      'POST /api/auth/register': () => json({}, 201),
      'GET /api/reports/summary.csv': () => (++reads === 1 ? apiError(503, 'unavailable', 'internal') : new Response('a,b\n', { status: 200 })),
    });
    await POST('/api/auth/register', { body: { displayName: 'Sam', email: 'sam@example.com', password: 'a long password' }, auth: false });
    expect(JSON.parse(calls[0].init?.body as string)).toEqual({ displayName: 'Sam', email: 'sam@example.com', password: 'a long password' });
    expect(new Headers(calls[0].init?.headers).get('Content-Type')).toBe('application/json');
    const file = await GET('/api/reports/summary.csv', { params: { query: { from: '2026-01-01', to: '2026-02-01' } }, parseAs: 'blob', auth: false });
    expect(await file.text()).toBe('a,b\n');
    expect(new URL(calls[2].url, 'http://localhost').search).toBe('?from=2026-01-01&to=2026-02-01');
    expect(calls).toHaveLength(3);
  });

  it('throws an error body as ApiError, a refused file’s too', async () => {
    mockApi({
      'DELETE /api/sessions/s1': () => apiError(409, 'aborted', 'invalidForm'),
      'GET /api/reports/summary.csv': () => apiError(400, 'invalid-argument', 'invalidForm', { to: ['reportTooLong', { max: '1098' }] }),
      'GET /api/me/export': () => new Response('<html>not here</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    });
    const refused = await DELETE('/api/sessions/{id}', { params: { path: { id: 's1' } }, auth: false }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'aborted', key: 'invalidForm' });
    const file = await GET('/api/reports/summary.csv', { params: { query: { from: '2026-01-01', to: '2030-01-01' } }, parseAs: 'blob', auth: false }).catch(
      (e: unknown) => e,
    );
    expect(file).toMatchObject({ status: 400, code: 'invalid-argument', fields: { to: 'A report covers at most 1098 days.' }, fieldKeys: { to: 'reportTooLong' } });
    const notOurs = await GET('/api/me/export', { parseAs: 'blob', auth: false }).catch((e: unknown) => e);
    expect(notOurs).toMatchObject({ status: 404, code: 'not-found', fields: {} });
  });

  it('says that no answer came', async () => {
    mockApi({
      'POST /api/auth/register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await POST('/api/auth/register', { body: { displayName: 'Sam', email: 'sam@example.com', password: 'a long password' }, auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'unavailable', unreachable: true });
  });
});
