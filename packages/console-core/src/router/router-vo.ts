/** `meta` of a RuoYi RouterVo node. `link` is the URL of external and inner links, else null. */
export interface RouterMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
}

/**
 * One node of the `/getRouters` tree as RuoYi sends it. `component` is 'Layout', 'ParentView',
 * 'InnerLink' or a page name such as 'system/user/index'.
 */
export interface RouterVo {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
}
