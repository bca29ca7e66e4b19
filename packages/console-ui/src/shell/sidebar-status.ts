/** Cookie that remembers whether the sidebar is open ('1') or closed ('0'), as RuoYi does. */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';

/** Reads the remembered sidebar state; open when nothing is stored or outside a browser. */
export function readSidebarOpen(): boolean {
  if (typeof document === 'undefined') return true;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_STATUS_COOKIE}=`));
  return entry?.slice(SIDEBAR_STATUS_COOKIE.length + 1) !== '0';
}

/** Stores the sidebar state in the `sidebarStatus` cookie (session cookie, whole site). */
export function writeSidebarOpen(open: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIDEBAR_STATUS_COOKIE}=${open ? '1' : '0'}; path=/; SameSite=Lax`;
}
