import type { MessageDescriptor } from '@lingui/core';

/** Path of the home page (spec §2: the index, titled home, affixed so it cannot be closed). */
export const HOME_PATH = '/index';

/** Title of the home tab and breadcrumb entry; translate it with `i18n._(HOME_TITLE)`. */
export const HOME_TITLE: MessageDescriptor = /*i18n*/ { id: 'core.route.home', message: 'Home' };
