export { ApiUnfavoriteArticle } from './ApiUnfavoriteArticle';
