// Barrel of kit/overlay; re-exported by src/index.ts.

/** Modal dialog with an async-safe Cancel/Confirm footer. */
export { Dialog } from './dialog';
/** Props of `Dialog`. */
export type { DialogProps } from './dialog';
/** Side sheet and its default width (280 px). */
export { DEFAULT_DRAWER_SIZE, Drawer } from './drawer';
/** Props of `Drawer`. */
export type { DrawerProps } from './drawer';
/** Tab strip with panels. */
export { Tabs } from './tabs';
/** Props and items of `Tabs`. */
export type { TabItem, TabsProps } from './tabs';
/** Hover/focus hint. */
export { Tooltip } from './tooltip';
/** Props of `Tooltip`. */
export type { TooltipProps } from './tooltip';
/** Action menu on a trigger. */
export { Dropdown } from './dropdown';
/** Props and items of `Dropdown`. */
export type { DropdownItem, DropdownProps } from './dropdown';
/** Floating panel anchored to a trigger. */
export { Popover } from './popover';
/** Props of `Popover`. */
export type { PopoverProps } from './popover';
/** Thumbnails with a lightbox, and the controlled lightbox alone. */
export { ImageLightbox, ImagePreview } from './image-preview';
/** Props and images of `ImagePreview` / `ImageLightbox`. */
export type { ImageLightboxProps, ImagePreviewProps, PreviewImage } from './image-preview';
/** Searchable grid of the built-in menu icons, and the names it offers. */
export { IconPicker } from './icon-picker';
/** Props of `IconPicker`. */
export type { IconPickerProps } from './icon-picker';
/** Every built-in menu icon name. */
export { ICON_NAMES } from './icon-names';
