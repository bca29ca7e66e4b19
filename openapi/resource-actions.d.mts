export type ResourceOperation =
  'list' | 'get' | 'add' | 'edit' | 'remove' | 'export' | 'clean' | 'options';

export declare const RESOURCE_ACTIONS: Readonly<Record<ResourceOperation, string>>;

export declare const OPEN_OPERATIONS: Readonly<{ options: 'authenticated' }>;
