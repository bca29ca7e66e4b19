import { describe, expect, it } from 'vitest';
import {
  areaDictionaries,
  type DictionaryArea,
  parseDictionaries,
} from '../../src/db/seed/dictionaries/load';

const AREAS: DictionaryArea[] = ['products', 'business', 'company', 'domains', 'knowledge', 'site'];

describe('area dictionaries kept as data files', () => {
  it('reads every area, each type once across areas, each with one default entry', () => {
    const all = AREAS.flatMap((area) => areaDictionaries(area));
    expect(all.length).toBeGreaterThan(40);
    const types = all.map((d) => d.dictType);
    expect(new Set(types).size).toBe(types.length);
    for (const { dictType, data } of all) {
      expect(data.length, dictType).toBeGreaterThan(0);
      expect(data.filter((row) => row[3] === 'Y').length, dictType).toBeLessThanOrEqual(1);
      const values = data.map((row) => row[1]);
      expect(new Set(values).size, dictType).toBe(values.length);
    }
  });

  it('keeps values that look like numbers as texts', () => {
    const company = areaDictionaries('company');
    const nature = company.find((d) => d.dictType === 'wcm_company_nature');
    expect(nature?.data.map((row) => row[1])).toEqual(['1', '2']);
  });

  it('names the file and the entry when a file is malformed', () => {
    const bad = (text: string) => () => parseDictionaries('demo', text);
    expect(bad('dictType: x')).toThrow('seed/dictionaries/demo.yaml: file: a list of dictionaries');
    expect(bad('- dictType: Bad Type\n  dictName: x\n  data: []')).toThrow('entry 1: bad dictType');
    expect(bad('- dictType: wcm_x\n  data: []')).toThrow('entry 1: dictName missing');
    expect(bad('- dictType: wcm_x\n  dictName: x\n  data:\n    - [a, 1, "", Y, A, A]')).toThrow(
      'wcm_x row 1: a row is six texts',
    );
    expect(bad('- dictType: wcm_x\n  dictName: x\n  data:\n    - [a, "1", "", yes, A, A]')).toThrow(
      'wcm_x row 1: default is Y or N, not yes',
    );
    expect(bad('- dictType: wcm_x\n  dictName: x\n  data:\n    - [a, "1", "", N, "", A]')).toThrow(
      'labels and value must not be empty',
    );
  });
});
