import type { FastifyInstance } from 'fastify';
import { type DomainConfig, domainConfigFrom } from '../../services/domains/config';
import { customDomainRoutes } from './custom';
import { deployRoutes } from './deploy';
import { domainManageRoutes } from './manage';
import { domainSettingRoutes } from './setting';

export interface DomainsRoutesOptions {
  /** @default read from the environment (WCM_SERVER_IP, WCM_DNS_SERVERS…) */
  config?: DomainConfig | undefined;
  now: () => number;
}

/** Domains and deployment (issue 17). */
export async function domainsRoutes(app: FastifyInstance, options: DomainsRoutesOptions) {
  const routeOptions = { config: options.config ?? domainConfigFrom(), now: options.now };
  await app.register(domainSettingRoutes, routeOptions);
  await app.register(customDomainRoutes, routeOptions);
  await app.register(domainManageRoutes, routeOptions);
  await app.register(deployRoutes, routeOptions);
}
