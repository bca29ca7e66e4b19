// Labels the generator list, import dialog and edit page share, one catalogue entry each;
// translate with `i18n._(labels.tableName)`.

export const tableName = /*i18n*/ { id: 'pages.tools.gen.tableName', message: 'Table name' };
export const tableComment = /*i18n*/ {
  id: 'pages.tools.gen.tableComment',
  message: 'Table description',
};
