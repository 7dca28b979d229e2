export * from './RepoUser';
