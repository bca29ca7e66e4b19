import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlobWithAnchor } from './save-blob';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saveBlobWithAnchor (default way to save a download)', () => {
  it('clicks a temporary <a download> pointing at an object URL, then cleans up', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://x.test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const blob = new Blob(['x']);
    saveBlobWithAnchor(blob, 'report.xlsx');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked[0]?.download).toBe('report.xlsx');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:http://x.test/1');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:http://x.test/1');
  });

  it('throws without a DOM so the failure is reported instead of silently lost', () => {
    vi.stubGlobal('document', undefined);
    expect(() => saveBlobWithAnchor(new Blob(['x']), 'a')).toThrow(/needs a DOM/);
  });
});
