import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmServiceContact } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import {
  availableAt,
  formatWorkDays,
  isCountry,
  isTimeZone,
  minutesOf,
  parseWorkDays,
  phoneForCountry,
} from '../../services/company/service-hours';
import { definedOnly } from '../admin/respond';
import type { RequestBody } from '../../plugins/contract';

type ServiceContactRow = typeof wcmServiceContact.$inferSelect;

/** A contact on the wire: working days as numbers, `availableNow` from the server's clock. */
export function serviceContactView(row: ServiceContactRow, now: Date = new Date()) {
  const { delFlag: _delFlag, ...rest } = row;
  return {
    ...rest,
    workDays: parseWorkDays(row.workDays),
    availableNow: availableAt(row, now),
    ...auditView(row),
  };
}

/** Customer-service contacts (factory:service): phone valid per country, hours in their zone. */
export const serviceContactResource = defineResource({
  path: '/factory/service',
  permission: 'factory:service',
  title: '客服联系人',
  table: wcmServiceContact,
  id: wcmServiceContact.contactId,
  view: (row) => serviceContactView(row),
  pick: (body: RequestBody<'CompanyServiceContactBody'>) => ({
    fullName: body.fullName.trim(),
    country: body.country,
    phone: body.phone.trim(),
    email: (body.email ?? '').trim(),
    workDays: formatWorkDays(body.workDays),
    startTime: body.startTime,
    endTime: body.endTime,
    timeZone: body.timeZone.trim(),
    ...definedOnly({ status: body.status, sort: body.sort, remark: body.remark }),
  }),
  filters: {
    fullName: contains(wcmServiceContact.fullName),
    country: equals(wcmServiceContact.country),
    status: equals(wcmServiceContact.status),
  },
  orderBy: [asc(wcmServiceContact.sort), asc(wcmServiceContact.contactId)],
  notFound: 'company.service.notFound',
  softDelete: wcmServiceContact.delFlag,
  hooks: {
    beforeSave: (values) => {
      const country = values.country ?? '';
      if (!isCountry(country)) refuse('company.service.country', country);
      const phone = phoneForCountry(values.phone ?? '', country);
      if (!phone) refuse('company.service.phone', values.phone ?? '', country);
      if (!values.workDays) refuse('company.service.workDays');
      if (!isTimeZone(values.timeZone ?? ''))
        refuse('company.service.timeZone', values.timeZone ?? '');
      if (minutesOf(values.endTime ?? '') <= minutesOf(values.startTime ?? ''))
        refuse('company.service.timeOrder');
      return { phone };
    },
  },
});

export async function serviceContactRoutes(app: FastifyInstance) {
  serviceContactResource.register(app);
}
