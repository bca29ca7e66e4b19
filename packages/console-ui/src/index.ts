/** Hands a console (from `createConsole`) and, with `catalogues`, its texts down to the components below. */
export { ConsoleProvider, useConsole, useConsoleLanguage } from './console/console-provider';
/** Props of `ConsoleProvider`, and the language it provides. */
export type { ConsoleLanguage, ConsoleProviderProps } from './console/console-provider';
/** Loads one package's catalogue for a locale (what `ConsoleProvider`'s `catalogues` holds). */
export type { MessagesLoader } from './console/console-texts';
/** Subscribes to the session state of the provided console. */
export { useSession } from './console/use-session';
/** Time formatters of the console in the interface language and the user's zone. */
export { useDateTimeFormat } from './console/use-date-time-format';
/** A page's compact level-one heading, named from the page title the host provides. */
export { PageHeading, PageTitleProvider, usePageTitle } from './kit/heading/page-title';
/** Props of `PageHeading` and `PageTitleProvider`. */
export type { PageHeadingProps, PageTitleProviderProps } from './kit/heading/page-title';

/** Theme and scoped-reset boundary that also hosts the portals of the components inside. */
export { ConsoleRoot, usePortalContainer } from './root/console-root';
/** Props of `ConsoleRoot`. */
export type { ConsoleRootProps } from './root/console-root';

/** Application frame: sidebar, top bar, content outlet. */
export { AppShell } from './shell/app-shell';
/** Props of `AppShell`. */
export type { AppShellProps } from './shell/app-shell';
/** Side navigation built from `MenuItem[]`. */
export { Sidebar } from './shell/sidebar';
/** Props of `Sidebar`. */
export type { SidebarProps } from './shell/sidebar';
/** Built-in inline menu icons keyed by RuoYi icon names. */
export { MenuIcon } from './shell/menu-icon';
/** Props of `MenuIcon`. */
export type { MenuIconProps } from './shell/menu-icon';
/** Header with the sidebar toggle and breadcrumb slot. */
export { TopBar } from './shell/top-bar';
/** Props of `TopBar`. */
export type { TopBarProps } from './shell/top-bar';
/** User menu with personal centre and confirmed sign-out. */
export { AvatarMenu } from './shell/avatar-menu';
/** Props of `AvatarMenu`. */
export type { AvatarMenuProps } from './shell/avatar-menu';
/** Thin navigation progress bar at the top of the window. */
export { ProgressBar } from './shell/progress-bar';
/** Props of `ProgressBar`. */
export type { ProgressBarProps } from './shell/progress-bar';
/** Name of the cookie remembering the sidebar state, and its helpers. */
export { SIDEBAR_STATUS_COOKIE, readSidebarOpen, writeSidebarOpen } from './shell/sidebar-status';
/** Home plus the titled routes above the current page, from `buildBreadcrumb`. */
export { Breadcrumb } from './shell/breadcrumb';
/** Props of `Breadcrumb`. */
export type { BreadcrumbProps } from './shell/breadcrumb';
/** Visited-page tab strip with close buttons, an actions menu and a right-click menu. */
export { TagsView } from './shell/tags-view';
/** Props of `TagsView`. */
export type { TagsViewProps } from './shell/tags-view';
/** Carries out a tab action on a tags-view store; the helpers behind the tab menus. */
export {
  applyTagsAction,
  canApply as canApplyTagsAction,
  TAGS_VIEW_ACTIONS,
} from './shell/tags-actions';
/** What a tab menu can do. */
export type { TagsViewAction } from './shell/tags-actions';
/** Header search combobox over the permitted menu pages. */
export { HeaderSearch } from './shell/header-search';
/** Props of `HeaderSearch`. */
export type { HeaderSearchProps } from './shell/header-search';

/** Push button with variants and a loading state. */
export { Button } from './kit/button';
/** Props of `Button`. */
export type { ButtonProps } from './kit/button';
/** Labelled input with accessible error text. */
export { TextField } from './kit/text-field';
/** Props of `TextField`. */
export type { TextFieldProps } from './kit/text-field';
/** Inline error or information message. */
export { Alert } from './kit/alert';
/** Props of `Alert`. */
export type { AlertProps } from './kit/alert';
/** Modal confirmation titled 'System prompt'. */
export { ConfirmDialog } from './kit/confirm-dialog';
/** Props of `ConfirmDialog`. */
export type { ConfirmDialogProps } from './kit/confirm-dialog';

/**
 * Loads the kit's popups (select lists, tree selects, menus, tooltips) now instead of on first
 * use, e.g. when the browser is idle after the first paint.
 */
export { preloadPopups } from './kit/on-demand';

/** Loads the compiled UI message catalogue of a locale, for `i18n.load`. */
export { loadMessages as loadUiMessages } from './locales/load';

// --- Presenter: messages, notifications, confirm and loading for createConsole ---
/** A presenter drawn with the kit plus its bound viewport component, for `createConsole`. */
export { createUiPresenter } from './presenter/create-ui-presenter';
/** What `createUiPresenter` returns. */
export type { UiPresenterKit } from './presenter/create-ui-presenter';
/** The presenter state and behaviour without React, and its default durations. */
export {
  createPresenterStore,
  DEFAULT_MESSAGE_DURATION_MS,
  DEFAULT_NOTIFY_DURATION_MS,
} from './presenter/presenter-store';
/** State, entries and options of a UI presenter. */
export type {
  ConfirmEntry,
  LoadingEntry,
  MessageEntry,
  NotificationEntry,
  PresenterState,
  PresenterStoreOptions,
  UiPresenter,
} from './presenter/presenter-store';
/** Shows a `UiPresenter`; render once inside the console's `ConsoleRoot`. */
export { PresenterViewport } from './presenter/presenter-viewport';
/** Props of `PresenterViewport`. */
export type { PresenterViewportProps } from './presenter/presenter-viewport';
// --- end of presenter block ---

// --- Kit areas: each barrel lists and documents its own exports ---
export {
  DataTable,
  Pagination,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_COUNT,
  PAGER_COUNT_MOBILE,
  SCROLL_TOP_MS,
  clampPage,
  pageCount,
  pagerItems,
  SearchForm,
  RightToolbar,
  DictTag,
  toDictOptions,
  StatusBadge,
  TONES,
  toTone,
  EmptyState,
  Descriptions,
  TreeView,
  treeCheckStates,
  filterTreeKeys,
  toggleTreeCheck,
  Can,
  useCan,
} from './kit/data/index';
export type {
  Column,
  DataTableProps,
  SortOrder,
  TableSelection,
  TableSort,
  PaginationProps,
  PagerItem,
  SearchFormProps,
  RightToolbarProps,
  ToolbarColumn,
  DictDataLike,
  DictOption,
  DictTagProps,
  StatusBadgeProps,
  Tone,
  EmptyStateProps,
  DescriptionItem,
  DescriptionsProps,
  TreeViewProps,
  CheckResult,
  CheckState,
  Key,
  TreeNode,
  CanChecks,
  CanProps,
} from './kit/data/index';
export {
  Form,
  FormItem,
  useControlProps,
  isEmptyValue,
  maxLength,
  pattern,
  required,
  useForm,
  validateField,
  validateValues,
  Input,
  Textarea,
  NumberInput,
  normalizeNumber,
  stepNumber,
  Select,
  filterOptions,
  Checkbox,
  CheckboxGroup,
  RadioGroup,
  Switch,
  DatePicker,
  DateRangePicker,
  dateRangeParams,
  orderRange,
  TreeSelect,
  filterTree,
  findTreeNode,
  ColorInput,
  isHexColor,
} from './kit/form/index';
export type {
  FormItemProps,
  FormProps,
  ControlProps,
  FieldAriaProps,
  FieldBaseProps,
  FormErrors,
  FormRules,
  FormState,
  Rule,
  ValueRule,
  InputProps,
  TextareaProps,
  NumberBounds,
  NumberInputProps,
  OptionValue,
  SelectOption,
  MultiSelectProps,
  SelectProps,
  SingleSelectProps,
  CheckboxGroupProps,
  CheckboxProps,
  RadioGroupProps,
  SwitchProps,
  DatePickerProps,
  DateRange,
  DateRangePickerProps,
  TreeSelectProps,
  TreeOption,
  ColorInputProps,
} from './kit/form/index';
export {
  Dialog,
  DEFAULT_DRAWER_SIZE,
  Drawer,
  Tabs,
  Tooltip,
  Dropdown,
  Popover,
  ImageLightbox,
  ImagePreview,
  IconPicker,
  ICON_NAMES,
} from './kit/overlay/index';
export type {
  DialogProps,
  DrawerProps,
  TabItem,
  TabsProps,
  TooltipProps,
  DropdownItem,
  DropdownProps,
  PopoverProps,
  ImageLightboxProps,
  ImagePreviewProps,
  PreviewImage,
  IconPickerProps,
} from './kit/overlay/index';
export {
  FileUpload,
  ImageUpload,
  SLOT_SHAPES,
  createUploaders,
  canCrop,
  clampCrop,
  cropOutput,
  cropScale,
  initialCrop,
  largestCrop,
  moveCrop,
  scaleCrop,
  cropWithCanvas,
} from './upload/index';
export type {
  FileUploadProps,
  ImageUploadProps,
  ImageSlotRule,
  SlotShape,
  Uploaders,
  UploadersOptions,
  CropRect,
  ImageCropper,
  FileUploader,
  ImageUploader,
  ProgressListener,
  UploadedFile,
} from './upload/index';
export {
  createShellSettings,
  DARK_MODE_KEY,
  ShellSettingsProvider,
  useShellSettings,
  useShellSettingsSnapshot,
  SettingsDrawer,
  LanguageMenu,
  SizeMenu,
  SIZE_LABELS,
  FullscreenButton,
  TopMenu,
  IframePage,
  KeepAlive,
  darkThemeClass,
  sizeStyle,
  darkTokens,
  SIZE_TOKENS,
} from './shell/index';
export type {
  ShellSettings,
  ShellSettingsOptions,
  ShellSettingsSnapshot,
  SettingsDrawerProps,
  LanguageMenuProps,
  SizeMenuProps,
  FullscreenButtonProps,
  TopMenuProps,
  IframePageProps,
  KeepAliveProps,
} from './shell/index';
export { EditorSkeleton, LazyRichTextEditor } from './editor-lazy/index';
export type { RichTextEditorProps } from './editor-lazy/index';
