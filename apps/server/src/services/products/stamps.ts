/** The audit columns of a row `userName` creates now (created and last updated at once). */
export function createdBy(userName: string) {
  const now = new Date();
  return { createBy: userName, createTime: now, updateBy: userName, updateTime: now };
}
