// One canned BFF answer for every fetch of a test of lib/client (the browser's calls): the mock is
// returned so a test can check the URL and the request's options; remove it with forgetBffAnswer().
export function answerEveryFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function forgetBffAnswer() {
  delete (global as { fetch?: unknown }).fetch;
}
