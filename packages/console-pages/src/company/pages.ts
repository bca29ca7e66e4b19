// The company area's pages, loaded together (see registry/pages-of.ts).
export { EmployeePage } from './employee/employee-page';
export { InfoPage } from './info/info-page';
export { ProviderPage } from './provider/provider-page';
export { ServicePage } from './service/service-page';
