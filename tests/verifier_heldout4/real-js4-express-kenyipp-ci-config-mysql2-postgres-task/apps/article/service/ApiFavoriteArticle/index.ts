export { ApiFavoriteArticle } from './ApiFavoriteArticle';
