/** RuoYi BusinessType, as stored in sys_oper_log.business_type (0 other … 9 clean). */
export const BUSINESS_TYPES = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  GENCODE: 8,
  CLEAN: 9,
} as const;
export type BusinessType = keyof typeof BUSINESS_TYPES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Declares that a route changes data and must be written to the operation log: `title` is
     * the module (e.g. '用户管理'), `businessType` what was done. The operation-log plugin records
     * the operator, method, URL, IP, parameters (secrets removed), result and duration.
     */
    operLog?: { title: string; businessType: BusinessType };
  }
}
