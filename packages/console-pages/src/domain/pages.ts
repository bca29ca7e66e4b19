// The domain area's pages, loaded together (see registry/pages-of.ts).
export { AdvancedDeployPage } from './deploy/deploy-page';
export { BasicDeployPage } from './deploy/deploy-page';
export { CustomDomainPage } from './custom/custom-domain-page';
export { DomainManagePage } from './manage/domain-manage-page';
export { DomainRecordPage } from './record/domain-record-page';
export { DomainSettingPage } from './setting/domain-setting-page';
export { StandardDeployPage } from './deploy/deploy-page';
