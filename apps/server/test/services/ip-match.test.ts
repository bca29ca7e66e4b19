import { describe, expect, it } from 'vitest';
import { isIpBlacklisted, normaliseIp } from '../../src/services/ip-match';

describe('isIpBlacklisted', () => {
  it('matches exact, wildcard and range entries separated by ;', () => {
    expect(isIpBlacklisted('10.1.2.3', '10.1.2.3')).toBe(true);
    expect(isIpBlacklisted('10.1.2.3', '10.1.*.*')).toBe(true);
    expect(isIpBlacklisted('10.1.2.3', '10.2.*.*;10.1.2.0-10.1.2.9')).toBe(true);
    expect(isIpBlacklisted('10.1.2.30', '10.1.2.0-10.1.2.9')).toBe(false);
    expect(isIpBlacklisted('10.1.2.3', '')).toBe(false);
    expect(isIpBlacklisted('10.1.2.3', '10.1.2.33')).toBe(false);
    expect(isIpBlacklisted('101.2.3.4', '10*')).toBe(false);
  });

  it('reports loopback and IPv4-mapped addresses as RuoYi does', () => {
    expect(normaliseIp('::1')).toBe('127.0.0.1');
    expect(normaliseIp('::ffff:192.168.1.2')).toBe('192.168.1.2');
  });
});
