import type { FastifyInstance } from 'fastify';
import { employeeRoutes } from './employee';
import { equityRoutes } from './equity';
import { companyInfoRoutes } from './info';
import { providerRoutes } from './provider';
import { serviceContactRoutes } from './service';

/** Company routes (issue 15): profile, shareholding, employees, providers, customer service. */
export async function companyRoutes(app: FastifyInstance) {
  await app.register(companyInfoRoutes);
  await app.register(equityRoutes);
  await app.register(employeeRoutes);
  await app.register(providerRoutes);
  await app.register(serviceContactRoutes);
}
