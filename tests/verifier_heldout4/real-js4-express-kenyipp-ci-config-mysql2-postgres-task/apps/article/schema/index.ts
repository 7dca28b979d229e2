export * from './addCommentBody';
export * from './createArticleBody';
export * from './getArticleFeedQuery';
export * from './getArticlesQuery';
export * from './updateArticleBody';
export * from './getCommentsQuery';
