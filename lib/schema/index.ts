/**
 * One schema for every content module: the build checks the modules against it, and
 * content/types.ts derives the TypeScript types from it, so the two cannot drift apart.
 */
export * from './articles';
export * from './copy';
export * from './pages';
export * from './site';
export * from './special-pages';
export * from './therapists';
