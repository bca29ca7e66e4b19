import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { EMAIL_LABEL, emailField } from '../shared/email-field';
import { phonePattern, remarkField } from '../shared/record-fields';
import { EmployeeActions } from './employee-actions';
import { RoleSelect } from './role-select';
import { timeColumn } from '../../common/columns';

type Employee = ResourceRow<'/factory/employee'>;

const fullName = /*i18n*/ { id: 'pages.company.employee.fullName', message: 'Name' };
const phone = /*i18n*/ { id: 'pages.company.employee.phone', message: 'Mobile phone' };
const position = /*i18n*/ { id: 'pages.company.employee.position', message: 'Position' };
const joinStatus = /*i18n*/ { id: 'pages.company.employee.joinStatus', message: 'Join status' };
const status = /*i18n*/ { id: 'pages.company.employee.status', message: 'Account' };
const account = /*i18n*/ { id: 'pages.company.employee.userName', message: 'Account name' };
const roles = /*i18n*/ { id: 'pages.company.employee.roles', message: 'Roles' };
const invitedAt = /*i18n*/ { id: 'pages.company.invitedAt', message: 'Invited' };

const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;

/** Employees (`factory/employee/index`): invite by phone or email, join status, lock/unlock. */
export const employeeDescriptor: ResourceDescriptor<Employee> = {
  path: '/factory/employee',
  id: 'employeeId',
  rowName: (row) => row.fullName,
  title: /*i18n*/ { id: 'pages.company.employee.table', message: 'Employees' },
  noun: /*i18n*/ { id: 'pages.company.employee.noun', message: 'employee' },
  addTitle: /*i18n*/ { id: 'pages.company.employee.add', message: 'Invite employee' },
  editTitle: /*i18n*/ { id: 'pages.company.employee.edit', message: 'Edit employee' },
  filters: [
    { kind: 'text', name: 'fullName', label: fullName },
    { kind: 'text', name: 'phone', label: phone },
    { kind: 'select', name: 'joinStatus', label: joinStatus, dict: 'wcm_join_status' },
    { kind: 'select', name: 'status', label: status, dict: 'wcm_account_status' },
    { kind: 'dateRange', label: invitedAt },
  ],
  columns: [
    { key: 'fullName', title: fullName, sortable: true },
    { key: 'phone', title: phone },
    { key: 'email', title: EMAIL_LABEL },
    { key: 'position', title: position },
    { key: 'joinStatus', title: joinStatus, dict: 'wcm_join_status', sortable: true },
    { key: 'status', title: status, dict: 'wcm_account_status', sortable: true },
    { key: 'userName', title: account },
    timeColumn('createTime', invitedAt),
  ],
  rowActions: (row, page) => <EmployeeActions row={row} page={page} />,
  toValues: (row) => ({
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    position: row.position,
    roleIds: row.roleIds,
    remark: row.remark ?? '',
    joinStatus: row.joinStatus,
  }),
  dialog: { columns: 2, width: 760, labelWidth: 110 },
  fields: [
    { kind: 'text', name: 'fullName', label: fullName, required: true, maxLength: 30 },
    { kind: 'text', name: 'position', label: position, maxLength: 50 },
    {
      kind: 'text',
      name: 'phone',
      label: phone,
      maxLength: 20,
      hint: /*i18n*/ {
        id: 'pages.company.employee.phoneHint',
        message: 'Numbers outside mainland China start with + and the country code',
      },
      pattern: phonePattern(PHONE),
      rules: [
        (value, { values, i18n }) =>
          String(value ?? '').trim() === '' && String(values.email ?? '').trim() === ''
            ? i18n._({
                id: 'pages.company.employee.contactRequired',
                message: 'Enter a phone number or an email address to send the invitation to',
              })
            : undefined,
      ],
    },
    emailField(50),
    {
      kind: 'custom',
      name: 'roleIds',
      label: roles,
      default: [],
      full: true,
      hint: /*i18n*/ {
        id: 'pages.company.employee.rolesHint',
        message: 'Given to the console account once the invitation is accepted',
      },
      disabled: ({ values }) => values.joinStatus !== undefined && values.joinStatus !== '0',
      render: ({ value, onChange, values }) => (
        <RoleSelect
          value={value}
          onChange={onChange}
          disabled={values.joinStatus !== undefined && values.joinStatus !== '0'}
        />
      ),
    },
    remarkField(true),
  ],
};

export const EmployeePage = defineResourcePage(employeeDescriptor);
