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

// --- Data kit ---
/** Table with selection, sortable headers, loading overlay, empty state and tree rows. */
export { DataTable } from './kit/data/data-table';
/** Props, columns, selection and sort of `DataTable`. */
export type {
  Column,
  DataTableProps,
  SortOrder,
  TableSelection,
  TableSort,
} from './kit/data/table-types';

/** Pager in RuoYi's layout (total, sizes, prev, pages, next, jumper). */
export { Pagination } from './kit/data/pagination';
/** Props of `Pagination`. */
export type { PaginationProps } from './kit/data/pagination';
/** Pagination constants (spec section 9) and pure pager helpers. */
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_COUNT,
  PAGER_COUNT_MOBILE,
  SCROLL_TOP_MS,
  clampPage,
  pageCount,
  pagerItems,
} from './kit/data/pager';
/** One entry of `pagerItems`. */
export type { PagerItem } from './kit/data/pager';

/** Query form (`role="search"`) with Search and Reset buttons. */
export { SearchForm } from './kit/data/search-form';
/** Props of `SearchForm`. */
export type { SearchFormProps } from './kit/data/search-form';
/** Search toggle, refresh and column chooser buttons of a list toolbar. */
export { RightToolbar } from './kit/data/right-toolbar';
/** Props of `RightToolbar` and its column entries. */
export type { RightToolbarProps, ToolbarColumn } from './kit/data/right-toolbar';

/** Dictionary values shown by label, coloured by `listClass`, and the RuoYi row converter. */
export { DictTag, toDictOptions } from './kit/data/dict-tag';
/** Props and option shapes of `DictTag`. */
export type { DictDataLike, DictOption, DictTagProps } from './kit/data/dict-tag';
/** Dot plus status text. */
export { StatusBadge } from './kit/data/status-badge';
/** Props of `StatusBadge`. */
export type { StatusBadgeProps } from './kit/data/status-badge';
/** Tag and badge tones and the `listClass` -> tone mapping. */
export { TONES, toTone } from './kit/data/tones';
/** One of `TONES`. */
export type { Tone } from './kit/data/tones';
/** Placeholder with icon, title, description and action. */
export { EmptyState } from './kit/data/empty-state';
/** Props of `EmptyState`. */
export type { EmptyStateProps } from './kit/data/empty-state';
/** Label/value grid. */
export { Descriptions } from './kit/data/descriptions';
/** Props and items of `Descriptions`. */
export type { DescriptionItem, DescriptionsProps } from './kit/data/descriptions';

/** WAI-ARIA tree with tri-state checks, filter and keyboard navigation. */
export { TreeView } from './kit/data/tree-view';
/** Props of `TreeView`. */
export type { TreeViewProps } from './kit/data/tree-view';
/** Pure tree check/filter logic behind `TreeView` (usable by pages, e.g. the role editor). */
export {
  checkStates as treeCheckStates,
  filterTree as filterTreeKeys,
  toggleCheck as toggleTreeCheck,
} from './kit/data/tree-model';
/** Tree node, key and check types. */
export type { CheckResult, CheckState, Key, TreeNode } from './kit/data/tree-model';

// Permission gates, published with the data kit.
/** Renders children only when the session holds the listed permissions or roles. */
export { Can } from './kit/can/can';
/** Props of `Can`. */
export type { CanProps } from './kit/can/can';
/** Permission and role checks for the current session. */
export { useCan } from './kit/can/use-can';
/** What `useCan` returns. */
export type { CanChecks } from './kit/can/use-can';

// --- Form kit ---
/** `<form noValidate>` with label width and inline layout, and its labelled item. */
export { Form, FormItem } from './kit/form/form';
/** Props of `Form` and `FormItem`. */
export type { FormItemProps, FormProps } from './kit/form/form';
/** Reads the enclosing FormItem's id and ARIA wiring, for custom controls. */
export { useControlProps } from './kit/form/field-context';
/** Props shared by the kit fields, and what `useControlProps` returns. */
export type { ControlProps, FieldAriaProps, FieldBaseProps } from './kit/form/field-context';
/** Form-state hook, its rule helpers and the pure validators behind it. */
export {
  isEmptyValue,
  maxLength,
  pattern,
  required,
  useForm,
  validateField,
  validateValues,
} from './kit/form/use-form';
/** Types of `useForm`. */
export type { FormErrors, FormRules, FormState, Rule, ValueRule } from './kit/form/use-form';
/** Text inputs. */
export { Input, Textarea } from './kit/form/input';
/** Props of `Input` and `Textarea`. */
export type { InputProps, TextareaProps } from './kit/form/input';
/** Numeric spin button and its pure stepping helpers. */
export { NumberInput, normalizeNumber, stepNumber } from './kit/form/number-input';
/** Props of `NumberInput`. */
export type { NumberBounds, NumberInputProps } from './kit/form/number-input';
/** Options of the choice fields. */
export type { OptionValue, SelectOption } from './kit/form/option';
/** Drop-down select (single, multiple, filterable) and its option filter. */
export { Select } from './kit/form/select';
/** Props of `Select`. */
export type { MultiSelectProps, SelectProps, SingleSelectProps } from './kit/form/select';
/** Filters select options by label. */
export { filterOptions } from './kit/form/combo-select';
/** Radio group, checkbox, checkbox group and switch. */
export { Checkbox, CheckboxGroup, RadioGroup, Switch } from './kit/form/choice';
/** Props of the choice fields. */
export type {
  CheckboxGroupProps,
  CheckboxProps,
  RadioGroupProps,
  SwitchProps,
} from './kit/form/choice';
/** Date and date-range fields on native inputs, and RuoYi range params. */
export { DatePicker, DateRangePicker, dateRangeParams, orderRange } from './kit/form/date-picker';
/** Props and values of the date fields. */
export type { DatePickerProps, DateRange, DateRangePickerProps } from './kit/form/date-picker';
/** Tree single-select with search. */
export { TreeSelect } from './kit/form/tree-select';
/** Props of `TreeSelect`. */
export type { TreeSelectProps } from './kit/form/tree-select';
/** Tree helpers used by `TreeSelect`. */
export { filterTree, findTreeNode } from './kit/form/tree';
/** Tree node type. */
export type { TreeOption } from './kit/form/tree';
/** Colour field (`#rrggbb`) and its validator. */
export { ColorInput, isHexColor } from './kit/form/color-input';
/** Props of `ColorInput`. */
export type { ColorInputProps } from './kit/form/color-input';

// --- Overlay kit ---
/** Modal dialog with an async-safe Cancel/Confirm footer. */
export { Dialog } from './kit/overlay/dialog';
/** Props of `Dialog`. */
export type { DialogProps } from './kit/overlay/dialog';
/** Side sheet and its default width (280 px). */
export { DEFAULT_DRAWER_SIZE, Drawer } from './kit/overlay/drawer';
/** Props of `Drawer`. */
export type { DrawerProps } from './kit/overlay/drawer';
/** Tab strip with panels. */
export { Tabs } from './kit/overlay/tabs';
/** Props and items of `Tabs`. */
export type { TabItem, TabsProps } from './kit/overlay/tabs';
/** Hover/focus hint. */
export { Tooltip } from './kit/overlay/tooltip';
/** Props of `Tooltip`. */
export type { TooltipProps } from './kit/overlay/tooltip';
/** Action menu on a trigger. */
export { Dropdown } from './kit/overlay/dropdown';
/** Props and items of `Dropdown`. */
export type { DropdownItem, DropdownProps } from './kit/overlay/dropdown';
/** Floating panel anchored to a trigger. */
export { Popover } from './kit/overlay/popover';
/** Props of `Popover`. */
export type { PopoverProps } from './kit/overlay/popover';
/** Thumbnails with a lightbox, and the controlled lightbox alone. */
export { ImageLightbox, ImagePreview } from './kit/overlay/image-preview';
/** Props and images of `ImagePreview` / `ImageLightbox`. */
export type {
  ImageLightboxProps,
  ImagePreviewProps,
  PreviewImage,
} from './kit/overlay/image-preview';
/** Searchable grid of the built-in menu icons, and the names it offers. */
export { IconPicker } from './kit/overlay/icon-picker';
/** Props of `IconPicker`. */
export type { IconPickerProps } from './kit/overlay/icon-picker';
/** Every built-in menu icon name. */
export { ICON_NAMES } from './kit/overlay/icon-names';

// --- Uploaders ---
/** File list with drag-and-drop, progress, remove and retry, checked with console-core's rules. */
export { FileUpload } from './upload/file-upload';
/** Props of `FileUpload`. */
export type { FileUploadProps } from './upload/file-upload';
/** Image slot with previews, reorder, ratio/size rules and cropping to the slot's shape. */
export { ImageUpload } from './upload/image-upload';
/** Props of `ImageUpload`. */
export type { ImageUploadProps } from './upload/image-upload';
/** Shape rules of image slots and what they mean for validation and cropping. */
export { SLOT_SHAPES } from './upload/image-rules';
/** Shape rule names and their meaning. */
export type { ImageSlotRule, SlotShape } from './upload/image-rules';
/** Upload functions bound to a console's client (spec section 7 endpoints). */
export { createUploaders } from './upload/create-uploaders';
/** What `createUploaders` returns, and its options. */
export type { Uploaders, UploadersOptions } from './upload/create-uploaders';
/** Pure crop geometry behind the crop dialog. */
export {
  canCrop,
  clampCrop,
  cropOutput,
  cropScale,
  initialCrop,
  largestCrop,
  moveCrop,
  scaleCrop,
} from './upload/crop-math';
/** A rectangle in image pixels. */
export type { CropRect } from './upload/crop-math';
/** The canvas cropper used by `ImageUpload`, replaceable through its `cropImage` prop. */
export { cropWithCanvas } from './upload/crop-canvas';
/** Signature of an image cropper. */
export type { ImageCropper } from './upload/crop-canvas';
/** Entries and callbacks of the upload components. */
export type { FileUploader, ImageUploader, ProgressListener, UploadedFile } from './upload/types';

// --- Shell settings, header tools, top menu, frame page, keep-alive, dark/size theme (issue #4) ---
/** Settings of one console shell composed from console-core's stores, plus the dark mode. */
export { createShellSettings, DARK_MODE_KEY } from './settings/shell-settings';
/** What `createShellSettings` returns and takes. */
export type { ShellSettings, ShellSettingsOptions } from './settings/shell-settings';
/** Provides the shell settings to the header tools and the drawer; hooks to read them. */
export {
  ShellSettingsProvider,
  useShellSettings,
  useShellSettingsSnapshot,
} from './settings/shell-settings-context';
/** Current values of the shell settings. */
export type { ShellSettingsSnapshot } from './settings/shell-settings-context';
/** Right-side layout settings drawer (280 px) with save and reset. */
export { SettingsDrawer } from './settings/settings-drawer';
/** Props of `SettingsDrawer`. */
export type { SettingsDrawerProps } from './settings/settings-drawer';
/** Header language switch (zh-CN, en, fr). */
export { LanguageMenu } from './shell/language-menu';
/** Props of `LanguageMenu`. */
export type { LanguageMenuProps } from './shell/language-menu';
/** Header size picker (default, medium, small, mini). */
export { SizeMenu } from './shell/size-menu';
/** Props of `SizeMenu`. */
export type { SizeMenuProps } from './shell/size-menu';
/** Names of the size options, as message descriptors. */
export { SIZE_LABELS } from './shell/size-labels';
/** Header full-screen toggle; reports when the browser cannot. */
export { FullscreenButton } from './shell/fullscreen-button';
/** Props of `FullscreenButton`. */
export type { FullscreenButtonProps } from './shell/fullscreen-button';
/** Top-menu mode navigation with the "More menu" submenu. */
export { TopMenu } from './shell/top-menu';
/** Props of `TopMenu`. */
export type { TopMenuProps } from './shell/top-menu';
/** Embedded-frame page with its loading mask. */
export { IframePage } from './shell/iframe-page';
/** Props of `IframePage`. */
export type { IframePageProps } from './shell/iframe-page';
/** Keeps the pages of cacheable open tabs alive while hidden. */
export { KeepAlive } from './shell/keep-alive';
/** Props of `KeepAlive`. */
export type { KeepAliveProps } from './shell/keep-alive';
/** Class applying the dark theme values to every variable. */
export { darkThemeClass } from './theme/dark-theme.css';
/** Inline CSS variables of a size option (font sizes, control height). */
export { sizeStyle } from './theme/size-style';
/** Dark token values and the per-size values. */
export { darkTokens, SIZE_TOKENS } from './theme/tokens';

export { EditorSkeleton, LazyRichTextEditor } from './editor-lazy/index';
export type { RichTextEditorProps } from './editor-lazy/index';
