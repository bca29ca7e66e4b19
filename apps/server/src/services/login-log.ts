import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sysLogininfor } from '../db/schema';
import { loginLocation, normaliseIp } from './ip-match';
import { parseUserAgent } from './user-agent';

/** Client facts recorded with sessions and login-log rows. */
export function clientInfo(request: FastifyRequest) {
  // request.ip honours X-Forwarded-For only when trustProxy is configured; RuoYi trusting it
  // unconditionally let clients forge their address for the blacklist and the logs.
  const ipaddr = normaliseIp(request.ip);
  return { ipaddr, ...parseUserAgent(request.headers['user-agent']) };
}

/** One sys_logininfor row; status '0' success, '1' failure (RuoYi). */
export async function recordLogin(
  db: Db,
  request: FastifyRequest,
  userName: string,
  status: '0' | '1',
  msg: string,
  at: Date,
) {
  const info = clientInfo(request);
  await db.insert(sysLogininfor).values({
    userName: userName.slice(0, 50),
    ipaddr: info.ipaddr,
    loginLocation: loginLocation(info.ipaddr),
    browser: info.browser.slice(0, 50),
    os: info.os.slice(0, 50),
    status,
    msg: msg.slice(0, 255),
    loginTime: at,
  });
}
