export * from './RepoArticle';
