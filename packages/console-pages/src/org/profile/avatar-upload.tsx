import { useLingui } from '@lingui/react';
import { ImageUpload, useConsole } from '@wcm/console-ui';
import { useState } from 'react';

/** Avatar types the server accepts (`/system/user/profile/avatar`). */
export const AVATAR_TYPES = ['bmp', 'gif', 'jpg', 'jpeg', 'png', 'webp'] as const;

/** Props of {@link AvatarUpload}. */
export interface AvatarUploadProps {
  /** Current avatar URL ('' for none). */
  avatar: string;
  /** After a new avatar was stored. */
  onChanged: () => void;
}

/**
 * Avatar slot of the personal centre: a square image (non-square pictures are offered the
 * crop), sent as multipart `avatarfile` to the profile avatar endpoint.
 */
export function AvatarUpload({ avatar, onChanged }: AvatarUploadProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const initial = avatar ? [wcm.resolveAssetUrl(avatar)] : [];
  const [urls, setUrls] = useState<string[]>(initial);
  const [shown, setShown] = useState(avatar);
  if (shown !== avatar) {
    setShown(avatar);
    setUrls(initial);
  }

  const upload = async (file: File): Promise<string> => {
    const data = new FormData();
    data.append('avatarfile', file);
    const body = await wcm.call(
      wcm.api.POST('/system/user/profile/avatar', {
        body: data as never,
        bodySerializer: (b: unknown) => b as FormData,
      }),
    );
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.org.profile.avatarSaved', message: 'Avatar updated' }),
    });
    onChanged();
    return wcm.resolveAssetUrl(body.imgUrl);
  };

  return (
    <ImageUpload
      aria-label={i18n._({ id: 'pages.org.profile.avatar', message: 'Change avatar' })}
      value={urls}
      onChange={setUrls}
      upload={upload}
      limit={1}
      rule="square"
      maxSizeMb={5}
      accept={AVATAR_TYPES}
    />
  );
}
