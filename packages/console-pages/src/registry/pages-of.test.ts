import { describe, expect, it, vi } from 'vitest';
import { pagesOf } from './pages-of';

function UserPage() {
  return null;
}
function RolePage() {
  return null;
}

describe('pagesOf', () => {
  it('gives each component name a loader of its export, through one import', async () => {
    const load = vi.fn(() => Promise.resolve({ UserPage, RolePage, VERSION: 1 }));
    const pages = pagesOf(load, {
      'system/user/index': 'UserPage',
      'system/role/index': 'RolePage',
    });
    expect(Object.keys(pages)).toEqual(['system/user/index', 'system/role/index']);
    expect(load).not.toHaveBeenCalled();
    await expect(pages['system/user/index']()).resolves.toEqual({ default: UserPage });
    await expect(pages['system/role/index']()).resolves.toEqual({ default: RolePage });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a failed import on to the caller', async () => {
    const failed = (): Promise<{ UserPage: typeof UserPage }> =>
      Promise.reject(new Error('chunk failed'));
    const pages = pagesOf(failed, { a: 'UserPage' });
    await expect(pages.a()).rejects.toThrow('chunk failed');
  });
});
