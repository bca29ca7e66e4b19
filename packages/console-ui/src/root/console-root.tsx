import type { Size } from '@wcm/console-core';
import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';

import { lightThemeClass } from '../theme/light-theme.css';
import { consoleRootClass } from '../theme/root.css';
import { themeColorStyle } from '../theme/set-theme-color';
import { sizeStyle } from '../theme/size-style';

const RootElementContext = createContext<HTMLElement | null>(null);

/** Props of {@link ConsoleRoot}. */
export interface ConsoleRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Theme class to apply. @default lightThemeClass */
  themeClassName?: string;
  /** Overrides the theme colour (CSS colour) for this subtree. */
  themeColor?: string;
  /** Size-picker option applied to this subtree (font sizes, control height). */
  size?: Size;
  children?: ReactNode;
}

/**
 * Boundary of console markup: applies the theme and the scoped reset, and hosts the portals
 * (dialogs, menus) of the components inside so they inherit the theme variables.
 */
export function ConsoleRoot({
  themeClassName = lightThemeClass,
  themeColor,
  size,
  className,
  style,
  children,
  ...rest
}: ConsoleRootProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div
      {...rest}
      ref={setElement}
      className={[themeClassName, consoleRootClass, className].filter(Boolean).join(' ')}
      style={
        themeColor || size
          ? {
              ...style,
              ...(size ? sizeStyle(size) : {}),
              ...(themeColor ? themeColorStyle(themeColor) : {}),
            }
          : style
      }
      data-slot="console-root"
      data-size={size}
    >
      <RootElementContext.Provider value={element}>{children}</RootElementContext.Provider>
    </div>
  );
}

/** Element portals should render into; `null` outside a {@link ConsoleRoot}. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(RootElementContext);
}

/** Classes a portalled subtree needs: none inside a root, else the default theme and reset. */
export function usePortalClassName(): string | undefined {
  return usePortalContainer() ? undefined : `${lightThemeClass} ${consoleRootClass}`;
}
