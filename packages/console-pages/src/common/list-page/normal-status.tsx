import { DictTag, type Column, type SelectOption } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../dict';

/**
 * RuoYi's 'Status' (`sys_normal_disable`: '0' normal, '1' disabled) of a hand-written list:
 * its column (the coloured tag), titled `title`, and the options of its search select.
 */
export function useNormalStatus<Row extends { status: string }>(
  title: string,
): { column: Column<Row>; options: SelectOption<string>[] } {
  const entries = useDict('sys_normal_disable');
  const options = useDictOptions('sys_normal_disable');
  return {
    column: {
      key: 'status',
      title,
      render: (row) => <DictTag options={entries} value={row.status} />,
    },
    options,
  };
}
