// Labels several domain pages share (list columns and filters, the wizard, the forms).

export const T = {
  id: /*i18n*/ { id: 'pages.domain.id', message: 'No.' },
  name: /*i18n*/ { id: 'pages.domain.name', message: 'Domain name' },
  auditStatus: /*i18n*/ { id: 'pages.domain.auditStatus', message: 'Review status' },
  usageStatus: /*i18n*/ { id: 'pages.domain.usageStatus', message: 'Usage' },
  submitTime: /*i18n*/ { id: 'pages.domain.submitTime', message: 'Submitted' },
  auditTime: /*i18n*/ { id: 'pages.domain.auditTime', message: 'Reviewed' },
  serverIp: /*i18n*/ { id: 'pages.domain.serverIp', message: 'Server IP' },
  brandName: /*i18n*/ { id: 'pages.domain.brandName', message: 'Brand name' },
  changeType: /*i18n*/ { id: 'pages.domain.record.changeType', message: 'Change type' },
  changeTime: /*i18n*/ { id: 'pages.domain.record.changeTime', message: 'Change time' },
  result: /*i18n*/ { id: 'pages.domain.record.result', message: 'Result' },
  reason: /*i18n*/ { id: 'pages.domain.review.reason', message: 'Reason' },
};
