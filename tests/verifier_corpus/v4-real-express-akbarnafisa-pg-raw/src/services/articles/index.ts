export { default as createArticleService } from './createArticleService';
export { default as deleteArticleService } from './deleteArticleService';
export { default as getArticleService } from './getArticleService';
export { default as favoriteArticleService } from './favoriteArticleService';
export { default as unFavoriteArticleService } from './unFavoriteArticleService';
export { default as updateArticleService } from './updateArticleService';
export { default as getArticleFeed } from './getArticleFeed';
export { default as getArticlesService } from './getArticlesService';
