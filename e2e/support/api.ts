// The real API over HTTP, as another client would use it: sign in (captcha answered in-process),
// then call routes with the token. For setting up a browser suite, never to replace what a test
// checks in the browser.
interface Origin {
  readonly origin: string;
  captchaAnswer(uuid: string): Promise<string>;
}

interface Envelope {
  code: number;
  msg: string;
  token?: string;
  rows?: Array<Record<string, unknown>>;
}

async function json(res: Response): Promise<Envelope> {
  return (await res.json()) as Envelope;
}

/** Signs in over HTTP (another device) and returns the token. */
export async function signInOverHttp(
  server: Origin,
  username = 'admin',
  password = 'admin123',
  userAgent = 'e2e-setup',
): Promise<string> {
  const captcha = (await (await fetch(`${server.origin}/prod-api/captchaImage`)).json()) as {
    uuid?: string;
    captchaEnabled: boolean;
  };
  const answer = captcha.uuid
    ? { uuid: captcha.uuid, code: await server.captchaAnswer(captcha.uuid) }
    : {};
  const body = await json(
    await fetch(`${server.origin}/prod-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ username, password, ...answer }),
    }),
  );
  if (body.code !== 200 || !body.token) throw new Error(`sign-in as ${username}: ${body.msg}`);
  return body.token;
}

/** Calls the API with a token; throws unless the answer's code is 200. */
export async function callApi(
  server: Origin,
  token: string,
  method: string,
  path: string,
  payload?: unknown,
): Promise<Envelope> {
  const body = await json(
    await fetch(`${server.origin}/prod-api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    }),
  );
  if (body.code !== 200) throw new Error(`${method} ${path}: ${body.code} ${body.msg}`);
  return body;
}

/**
 * Sets a parameter as an administrator does on the parameters page (list by key, then PUT), so
 * the server's own cache and logs see an ordinary change.
 */
export async function setParameter(server: Origin, key: string, value: string): Promise<void> {
  const token = await signInOverHttp(server);
  try {
    const list = await callApi(
      server,
      token,
      'GET',
      `/system/config/list?configKey=${encodeURIComponent(key)}`,
    );
    const row = list.rows?.find((r) => r.configKey === key);
    if (!row) throw new Error(`no parameter ${key}`);
    const { configId, configName, configKey, configType, remark } = row;
    await callApi(server, token, 'PUT', '/system/config', {
      configId,
      configName,
      configKey,
      configType,
      remark,
      configValue: value,
    });
  } finally {
    await fetch(`${server.origin}/prod-api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}
