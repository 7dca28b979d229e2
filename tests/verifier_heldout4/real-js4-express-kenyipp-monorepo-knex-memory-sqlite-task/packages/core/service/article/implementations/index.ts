export * from './CreateArticleCommentHandler';
export * from './CreateArticleHandler';
export * from './CreateArticleTagsHandler';
export * from './GetArticleCommentsHandler';
export * from './FavoriteArticleHandler';
export * from './UpdateArticleHandler';
