import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  DataTable,
  DictTag,
  FormItem,
  Input,
  PageHeading,
  SearchForm,
  Select,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useEffect, useMemo, useState } from 'react';
import * as css from '../shared/org.css';
import { buildDeptTree, type DeptRow } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
import { dictSelectOptions, useDict } from '../../common/dict';
import { DeptFormDialog, type DeptTarget } from './dept-form-dialog';
import { RowActions } from '../../common/list-page/row-actions';

const EMPTY = { deptName: '', status: '' };

/** System > Departments (`system/dept/index`): tree table with add/edit/delete. */
export function DeptPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const statusDict = useDict('sys_normal_disable');
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const [rows, setRows] = useState<DeptRow[]>([]);
  // A request is the filters plus a counter bumped to reload; loading until its answer is shown.
  const [version, setVersion] = useState(0);
  const request = useMemo(() => ({ filters, version }), [filters, version]);
  const [loadedFor, setLoadedFor] = useState<typeof request | null>(null);
  const loading = loadedFor !== request;
  const reload = () => setVersion((v) => v + 1);
  const [expandAll, setExpandAll] = useState(true);
  const [treeKey, setTreeKey] = useState(0);
  const [target, setTarget] = useState<DeptTarget | null>(null);

  useEffect(() => {
    const { filters } = request;
    const query = {
      ...(filters.deptName ? { deptName: filters.deptName } : {}),
      ...(filters.status ? { status: filters.status as '0' | '1' } : {}),
    };
    let alive = true;
    wcm
      .call(wcm.api.GET('/system/dept/list', { params: { query } }))
      .then((body) => {
        if (!alive) return;
        setRows(buildDeptTree(body.data));
        // Tree tables read `defaultExpandAll` when mounted: remount for the new rows.
        setTreeKey((k) => k + 1);
      })
      .catch(() => undefined) // shown by wcm.call
      .finally(() => alive && setLoadedFor(request));
    return () => {
      alive = false;
    };
  }, [wcm, request]);

  const remove = async (row: DeptRow) => {
    const question = i18n._({
      id: 'pages.org.dept.deleteConfirm',
      message: 'Are you sure you want to delete the department "{name}"?',
      values: { name: row.deptName },
    });
    // A department with children or users answers 601; wcm.call shows the warning.
    const send = () =>
      wcm.call(
        wcm.api.DELETE('/system/dept/{deptId}', { params: { path: { deptId: row.deptId } } }),
      );
    if (!(await actions.confirmAndSend(question, send))) return;
    actions.deleted();
    reload();
  };

  const fmt = useDateTimeFormat();
  const columns: Column<DeptRow>[] = [
    {
      key: 'deptName',
      title: i18n._({ id: 'pages.org.dept.deptName', message: 'Department name' }),
    },
    { key: 'orderNum', title: i18n._({ id: 'pages.org.dept.orderNum', message: 'Order' }) },
    {
      key: 'status',
      title: i18n._({ id: 'pages.org.user.status', message: 'Status' }),
      render: (row) => <DictTag options={statusDict} value={row.status} />,
    },
    {
      key: 'createTime',
      title: i18n._({ id: 'pages.org.createTime', message: 'Created' }),
      render: (row) => fmt.dateTime(row.createTime),
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.org.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <RowActions
          name={row.deptName}
          actions={[
            {
              permissions: ['system:dept:edit'],
              label: /*i18n*/ { id: 'pages.org.dept.editOf', message: 'Edit {name}' },
              text: /*i18n*/ { id: 'pages.org.edit', message: 'Edit' },
              onClick: () => setTarget({ deptId: row.deptId }),
            },
            {
              permissions: ['system:dept:add'],
              label: /*i18n*/ { id: 'pages.org.dept.addUnder', message: 'Add under {name}' },
              text: /*i18n*/ { id: 'pages.org.add', message: 'Add' },
              onClick: () => setTarget({ parentId: row.deptId }),
            },
            row.parentId !== 0 && {
              permissions: ['system:dept:remove'],
              label: /*i18n*/ { id: 'pages.org.dept.deleteOf', message: 'Delete {name}' },
              text: /*i18n*/ { id: 'pages.org.delete', message: 'Delete' },
              onClick: () => void remove(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <div className={css.page}>
      <PageHeading />
      <SearchForm
        loading={loading}
        onSearch={() => setFilters(draft)}
        onReset={() => {
          setDraft(EMPTY);
          setFilters(EMPTY);
        }}
      >
        <FormItem label={i18n._({ id: 'pages.org.dept.deptName', message: 'Department name' })}>
          <Input
            value={draft.deptName}
            onChange={(deptName) => setDraft((d) => ({ ...d, deptName }))}
            clearable
          />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.user.status', message: 'Status' })}>
          <Select<string>
            options={dictSelectOptions(statusDict)}
            value={draft.status || undefined}
            onChange={(status) => setDraft((d) => ({ ...d, status: status ?? '' }))}
            clearable
          />
        </FormItem>
      </SearchForm>
      <div className={css.toolbar}>
        <Can permissions={['system:dept:add']}>
          <Button variant="primary" onClick={() => setTarget({ parentId: undefined })}>
            {i18n._({ id: 'pages.org.add', message: 'Add' })}
          </Button>
        </Can>
        <Button
          onClick={() => {
            setExpandAll((v) => !v);
            setTreeKey((k) => k + 1);
          }}
        >
          {i18n._({ id: 'pages.org.tree.expand', message: 'Expand/Collapse' })}
        </Button>
      </div>
      <DataTable<DeptRow>
        key={treeKey}
        aria-label={i18n._({ id: 'pages.org.dept.table', message: 'Departments' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.deptId}
        rowLabel={(row) => row.deptName}
        loading={loading}
        childrenKey="children"
        defaultExpandAll={expandAll}
      />
      <DeptFormDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(added) => {
          if (added) actions.added();
          else actions.saved();
          reload();
        }}
      />
    </div>
  );
}
