export { ApiGetArticle } from './ApiGetArticle';
