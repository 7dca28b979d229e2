export * from './DbDtoArticle';
export * from './DbDtoArticleComment';
export * from './DbDtoArticleTag';
export * from './DbDtoArticleCommentWithProfile';
