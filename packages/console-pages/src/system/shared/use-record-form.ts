import { useRecordForm as useCommonRecordForm } from '../../common/list-page/use-record-form';
import type { RecordForm, RecordFormOptions } from '../../common/list-page/use-record-form';
import { useSystemActions } from './use-system-actions';

export { useDialogTarget } from '../../common/list-page/use-record-form';
export type {
  DialogTarget,
  RecordForm,
  RecordFormOptions,
} from '../../common/list-page/use-record-form';

/** Controller of a RuoYi add/edit dialog with this area's success messages. */
export function useRecordForm<T extends object, Id>(
  options: RecordFormOptions<T, Id>,
): RecordForm<T> {
  return useCommonRecordForm(options, useSystemActions());
}
