export * from './DtoArticle';
export * from './DtoComment';
