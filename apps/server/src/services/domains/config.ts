import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Domain and deployment settings (environment: WCM_SERVER_IP, WCM_DNS_SERVERS…). */
export interface DomainConfig {
  /** The IP address the brand's A record must point to (WCM_SERVER_IP). */
  serverIp: string;
  /**
   * DNS servers the A-record check asks (WCM_DNS_SERVERS, comma-separated, `ip` or `ip:port`,
   * `[v6]:port`); empty = the system's resolvers.
   */
  dnsServers: string[];
  /** Milliseconds before one DNS query gives up. @default 3000 */
  dnsTimeoutMs: number;
  /** Host under which brands get their platform sub-domain (WCM_PLATFORM_HOST). */
  platformHost: string;
  /** Folder of the certificate and key files in the nginx server block (WCM_SSL_DIR). */
  sslDir: string;
  /** Where nginx forwards requests of approved domains (WCM_PROXY_UPSTREAM). */
  upstream: string;
}

function firstPublicIpv4(): string {
  for (const list of Object.values(networkInterfaces()))
    for (const address of list ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address;
  return '127.0.0.1';
}

function checkServer(entry: string): string {
  const bracket = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const [host, port] = bracket
    ? [bracket[1] ?? '', bracket[2]]
    : isIP(entry) === 6
      ? [entry, undefined]
      : (entry.split(':') as [string, string | undefined]);
  if (isIP(host) === 0 || (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535)))
    throw new Error(`WCM_DNS_SERVERS: "${entry}" is not an IP address with an optional port`);
  return entry;
}

/** Reads the settings from the environment; throws a readable Error on a bad value. */
export function domainConfigFrom(env: NodeJS.ProcessEnv = process.env): DomainConfig {
  const serverIp = env.WCM_SERVER_IP?.trim() || firstPublicIpv4();
  if (isIP(serverIp) !== 4)
    throw new Error(`WCM_SERVER_IP must be an IPv4 address, got "${serverIp}"`);
  const dnsServers = (env.WCM_DNS_SERVERS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(checkServer);
  const timeout = Number(env.WCM_DNS_TIMEOUT_MS ?? 3000);
  return {
    serverIp,
    dnsServers,
    dnsTimeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 3000,
    platformHost: env.WCM_PLATFORM_HOST?.trim() || 'wcm-sites.com',
    sslDir: env.WCM_SSL_DIR?.trim() || '/etc/nginx/ssl/wcm',
    upstream: env.WCM_PROXY_UPSTREAM?.trim() || 'http://127.0.0.1:8080',
  };
}
