export * from './RepoUser';
export * from './RepoArticle';

export { RepoFactory } from './RepoFactory';
