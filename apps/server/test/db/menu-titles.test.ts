import { describe, expect, it } from 'vitest';
import { MENU_TITLES, parseMenuTitles } from '../../src/db/seed/menu-titles';

const valid =
  'titles:\n  系统管理: [System, Système]\nactions:\n  查询: [view, consulter]\nnouns:\n  用户: [User, Utilisateur]\n';

describe('menu titles kept as a data file', () => {
  it('reads the three sections of a well-formed file, and the shipped one', () => {
    expect(parseMenuTitles(valid)).toEqual({
      titles: { 系统管理: ['System', 'Système'] },
      actions: { 查询: ['view', 'consulter'] },
      nouns: { 用户: ['User', 'Utilisateur'] },
    });
    expect(MENU_TITLES['系统管理']).toEqual(['System', 'Système']);
  });

  it('names the section and the entry when the file is malformed', () => {
    const bad = (text: string) => () => parseMenuTitles(text);
    expect(bad('- a list')).toThrow('seed/menu-titles.yaml: section titles is missing');
    expect(bad('')).toThrow('seed/menu-titles.yaml: file: sections titles, actions and nouns');
    expect(bad(valid.replace('nouns:\n  用户: [User, Utilisateur]\n', ''))).toThrow(
      'section nouns is missing',
    );
    expect(bad(valid.replace('[view, consulter]', '[view]'))).toThrow(
      'seed/menu-titles.yaml: actions.查询 is not [English, French]',
    );
    expect(bad(valid.replace('[System, Système]', '[System, ""]'))).toThrow(
      'titles.系统管理 is not [English, French]',
    );
    // A number where a text is meant is refused, not turned into one.
    expect(bad(valid.replace('[User, Utilisateur]', '[404, Utilisateur]'))).toThrow(
      'nouns.用户 is not [English, French]',
    );
  });
});
