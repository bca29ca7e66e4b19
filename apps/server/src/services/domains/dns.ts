import { Resolver } from 'node:dns/promises';
import type { DomainConfig } from './config';

export interface DnsCheck {
  /** The A record points to the server IP. */
  resolved: boolean;
  /** The A record's addresses (empty when there is none or the query failed). */
  addresses: string[];
  /** The resolver's error code (ENOTFOUND, ENODATA, ETIMEOUT…) when the query failed. */
  error?: string;
}

/** Asks the configured DNS servers for `domain`'s A record and compares it to the server IP. */
export async function checkARecord(domain: string, config: DomainConfig): Promise<DnsCheck> {
  const resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 1 });
  if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
  try {
    const addresses = await resolver.resolve4(domain);
    return { resolved: addresses.includes(config.serverIp), addresses };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'ERROR';
    return { resolved: false, addresses: [], error: code };
  }
}
