/** A list-and-form page described once (see README.md next to this file). */
export { defineResourcePage, ResourcePage } from './resource-page';
export type { ResourcePageProps } from './resource-page';
export { useResourcePage, filterDefaults } from './use-resource-page';
export { ResourceDialog } from './resource-dialog';
export type { ResourceDialogProps } from './resource-dialog';
export { useResourceNotices } from './use-resource-notices';
export { useResourceList } from './use-resource-list';
export { CleanButton } from './clean-button';
export { logListParts, useDetailsDescriptor } from './log-list';
export type { LogListOptions } from './log-list';
export { CrudButtons, RowActions } from './crud-buttons';
export type { CrudButtonsProps, RowActionsProps } from './crud-buttons';
export { DetailsButton } from './details-button';
export type { DetailsButtonProps } from './details-button';
export { DetailsDialog } from './details-dialog';
export type { DetailsDialogProps } from './details-dialog';
export type { CleanButtonProps } from './clean-button';
export { textOf } from './text';
export type {
  CustomFieldProps,
  FieldContext,
  FieldRule,
  ResourceColumn,
  ResourceDescriptor,
  ResourceField,
  ResourceFilter,
  ResourcePageApi,
  ResourcePath,
  ResourceRow,
  ResourceText,
  ResourceValues,
} from './types';
