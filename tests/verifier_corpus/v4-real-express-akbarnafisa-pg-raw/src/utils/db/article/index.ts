export { default as createArticle } from './createArticle';
export { default as connectArticleTag } from './connectArticleTag';
export { default as deleteArticleById } from './deleteArticleById';
export { default as updateArticle } from './updateArticle';
export { default as getArticleBySlug } from './getArticleBySlug';
export { default as getFullArticleBySlug } from './getFullArticleBySlug';
export { default as unFavoriteArticle } from './unFavoriteArticle';
export { default as favoriteArticle } from './favoriteArticle';
export { default as getFeed } from './getFeed';
export { default as getArticleFeedLength } from './getArticleFeedLength';
export { default as getArticles } from './getArticles';
export { default as getArticlesLength } from './getArticlesLength';

