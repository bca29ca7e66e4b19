import fp from 'fastify-plugin';

/** One year, with subdomains (checklist b.6 item 42). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface ResponseHeadersOptions {
  apiPrefix: string;
}

/**
 * Headers helmet cannot decide alone. API answers (signed-in JSON, captcha, exports) carry
 * `Cache-Control: no-store` unless the route chose its own caching (public files). HSTS is sent
 * only when the request came over HTTPS: directly, or through a proxy the server trusts
 * (`WCM_TRUST_PROXY`), so a plain-HTTP install is never told to insist on HTTPS.
 */
export const responseHeadersPlugin = fp<ResponseHeadersOptions>(
  async (app, { apiPrefix }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
      if (request.url.startsWith(apiPrefix) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'response-headers' },
);
