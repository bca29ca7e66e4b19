/** Shared dictionary cache of the console and hooks reading it (values shown with DictTag). */
export { dictSelectOptions, dictStoreOf, useDict, useDictOptions, useDictStore } from './use-dict';
