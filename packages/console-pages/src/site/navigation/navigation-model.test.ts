import { describe, expect, it } from 'vitest';
import { move, moveLink, toBody, type NavGroup } from './navigation-model';

const groups: NavGroup[] = [
  {
    key: 'a',
    title: ' Company ',
    links: [
      { key: '1', label: 'About', linkType: 'page', linkTarget: 'about-us' },
      { key: '2', label: 'Quality', linkType: 'page', linkTarget: 'quality' },
    ],
  },
  {
    key: 'b',
    title: 'Social',
    links: [{ key: '3', label: 'X', linkType: 'none', linkTarget: 'y' }],
  },
];

describe('navigation model', () => {
  it('moves items', () => {
    expect(move([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(move([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(move([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
  it('moves links within and across groups', () => {
    const within = moveLink(groups, { group: 0, index: 0 }, { group: 0, index: 1 });
    expect(within[0]?.links.map((l) => l.key)).toEqual(['2', '1']);
    const across = moveLink(groups, { group: 0, index: 1 }, { group: 1, index: 0 });
    expect(across.map((g) => g.links.map((l) => l.key))).toEqual([['1'], ['2', '3']]);
  });
  it('builds the body in order, trimmed, without targets for none', () => {
    expect(toBody(groups)).toEqual({
      groups: [
        {
          title: 'Company',
          links: [
            { label: 'About', linkType: 'page', linkTarget: 'about-us' },
            { label: 'Quality', linkType: 'page', linkTarget: 'quality' },
          ],
        },
        { title: 'Social', links: [{ label: 'X', linkType: 'none', linkTarget: '' }] },
      ],
    });
  });
});
