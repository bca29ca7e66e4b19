/**
 * Display name of the product. The spec keeps it in Chinese in every interface language, so it is
 * a constant and deliberately not a translated message.
 */
export const PRODUCT_NAME = '品牌官网管理系统';

/** Base path the console is served under (history mode). */
export const BASE_PATH = '/wcm';

/** `{title} - {product}` as the spec's page title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
