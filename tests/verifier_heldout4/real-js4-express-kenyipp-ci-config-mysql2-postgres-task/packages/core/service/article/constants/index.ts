export * from './ArticleErrorCodes';
