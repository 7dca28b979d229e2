export * from './ArticleError';
export * from './ArticleNotFoundError';
export * from './ArticleTitleAlreadyTakenError';
export * from './ArticleNotYetFavoritedError';
export * from './ArticleAlreadyFavoritedError';
