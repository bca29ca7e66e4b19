// Simple browser/OS names for the login log; exact versions are not needed there.
const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Chrom(e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (Mobile\/\S+ )?Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];
const systems: Array<[RegExp, string]> = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'Mac OS X'],
  [/CrOS/, 'Chrome OS'],
  [/Linux/, 'Linux'],
];

export function parseUserAgent(ua: string | undefined): { browser: string; os: string } {
  const text = ua ?? '';
  const browser = browsers.find(([re]) => re.test(text))?.[1] ?? 'Unknown';
  const os = systems.find(([re]) => re.test(text))?.[1] ?? 'Unknown';
  return { browser, os };
}
