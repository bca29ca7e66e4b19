import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { Button, Can, PageHeading, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useState } from 'react';
import * as css from '../shared/org.css';
import { buildDeptTree, type DeptRow } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
import { useNormalStatus } from '../../common/list-page/normal-status';
import { DeptFormDialog, type DeptTarget } from './dept-form-dialog';
import { useTreeList } from '../../common/list';
import { SelectFilter, TextFilter } from '../../common/list-page/filters';
import { ListSearch } from '../../common/list-page/list-search';
import { TreeTable } from '../../common/list-page/tree-table';
import { actionsColumn, RowActions } from '../../common/list-page/row-actions';
import { dateTimeColumn } from '../../common/list-page/list-columns';
import * as labels from '../shared/org-labels';

type Query = NonNullable<paths['/system/dept/list']['get']['parameters']['query']>;

const DEPT_FILTERS = { deptName: '', status: '' };

/** System > Departments (`system/dept/index`): tree table with add/edit/delete. */
export function DeptPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useResourceNotices();
  // Filters stay in memory: RuoYi's department page keeps none in the URL.
  const page = useTreeList({
    defaults: DEPT_FILTERS,
    mode: 'memory',
    expandAll: true,
    build: buildDeptTree,
    load: async (filters) => {
      const query = filters as Query;
      const body = await wcm.call(wcm.api.GET('/system/dept/list', { params: { query } }));
      return body.data;
    },
  });
  const { list } = page;
  const reload = () => void list.reload();
  const [target, setTarget] = useState<DeptTarget | null>(null);

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

  // Column titles that are search labels too.
  const t = {
    name: i18n._(labels.deptName),
    status: i18n._(labels.status),
  };
  const status = useNormalStatus<DeptRow>(t.status);
  const fmt = useDateTimeFormat();
  const columns: Column<DeptRow>[] = [
    { key: 'deptName', title: t.name },
    { key: 'orderNum', title: i18n._(labels.deptOrder) },
    status.column,
    dateTimeColumn('createTime', i18n._(labels.created), fmt),
    actionsColumn(i18n._(labels.actions), (row) => (
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
    )),
  ];

  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch list={list}>
        <TextFilter list={list} name="deptName" label={t.name} />
        <SelectFilter list={list} name="status" label={t.status} options={status.options} />
      </ListSearch>
      <div className={css.toolbar}>
        <Can permissions={['system:dept:add']}>
          <Button variant="primary" onClick={() => setTarget({ parentId: undefined })}>
            {i18n._({ id: 'pages.org.add', message: 'Add' })}
          </Button>
        </Can>
        <Button onClick={page.toggleExpand}>
          {i18n._({ id: 'pages.org.tree.expand', message: 'Expand/Collapse' })}
        </Button>
      </div>
      <TreeTable
        tree={page}
        label={i18n._({ id: 'pages.org.dept.table', message: 'Departments' })}
        columns={columns}
        rowKey={(row) => row.deptId}
        rowLabel={(row) => row.deptName}
      />
      <DeptFormDialog target={target} onClose={() => setTarget(null)} onSaved={reload} />
    </div>
  );
}
