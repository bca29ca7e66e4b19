import { useLingui } from '@lingui/react';
import { Input, TreeView } from '@wcm/console-ui';
import * as css from '../shared/org.css';
import type { OrgTreeNode } from '../shared/org-types';

/** Props of {@link DeptTreePanel}. */
export interface DeptTreePanelProps {
  nodes: readonly OrgTreeNode[];
  filter: string;
  onFilterChange: (value: string) => void;
  onSelect: (deptId: number) => void;
}

/** Department tree with a name filter beside the user list (RuoYi's left column). */
export function DeptTreePanel({ nodes, filter, onFilterChange, onSelect }: DeptTreePanelProps) {
  const { i18n } = useLingui();
  const label = i18n._({ id: 'pages.org.user.deptTree', message: 'Departments' });
  return (
    <aside className={css.side} aria-label={label}>
      <Input
        aria-label={i18n._({ id: 'pages.org.user.deptSearch', message: 'Search departments' })}
        placeholder={i18n._({
          id: 'pages.org.user.deptSearchPlaceholder',
          message: 'Department name',
        })}
        value={filter}
        onChange={onFilterChange}
        clearable
      />
      <TreeView
        aria-label={label}
        nodes={nodes}
        filter={filter}
        defaultExpandAll
        onSelect={(node) => onSelect(Number(node.id))}
      />
    </aside>
  );
}
