import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLingui } from '@lingui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../kit/confirm-dialog';
import { ConsolePortal } from '../root/console-portal';
import * as styles from './avatar-menu.css';

/** Props of {@link AvatarMenu}. */
export interface AvatarMenuProps {
  user: { name: string; avatar?: string };
  /** Called only after the user confirmed signing out. */
  onSignOut: () => void | Promise<void>;
  /** Opens the personal centre. */
  onOpenProfile?: () => void;
  /** Opens the layout settings drawer; adds "Layout settings" to the menu. */
  onOpenSettings?: () => void;
}

/**
 * User button in the top bar with a menu: personal centre, layout settings and sign out
 * (confirmed first).
 */
export function AvatarMenu({ user, onSignOut, onOpenProfile, onOpenSettings }: AvatarMenuProps) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      {/* Non-modal: a modal menu would still hold pointer events when the dialog opens from it. */}
      <DropdownMenu.Root modal={false}>
        {/* Named by the visible user name (WCAG 2.5.3); Radix adds aria-haspopup="menu". */}
        <DropdownMenu.Trigger className={styles.trigger}>
          {user.avatar ? (
            <img className={styles.avatar} src={user.avatar} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {user.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span>{user.name}</span>
        </DropdownMenu.Trigger>
        <ConsolePortal portal={DropdownMenu.Portal}>
          <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
            {onOpenProfile ? (
              <DropdownMenu.Item className={styles.item} onSelect={onOpenProfile}>
                {i18n._({ id: 'ui.avatarMenu.profile', message: 'Personal centre' })}
              </DropdownMenu.Item>
            ) : null}
            {onOpenSettings ? (
              <DropdownMenu.Item className={styles.item} onSelect={onOpenSettings}>
                {i18n._({ id: 'shell.avatarMenu.settings', message: 'Layout settings' })}
              </DropdownMenu.Item>
            ) : null}
            {onOpenProfile || onOpenSettings ? (
              <DropdownMenu.Separator className={styles.separator} />
            ) : null}
            <DropdownMenu.Item className={styles.item} onSelect={() => setConfirming(true)}>
              {i18n._({ id: 'ui.avatarMenu.signOut', message: 'Sign out' })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </ConsolePortal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={i18n._({
          id: 'ui.avatarMenu.signOutConfirm',
          message: 'Are you sure you want to sign out and leave the system?',
        })}
        onConfirm={onSignOut}
      />
    </>
  );
}
