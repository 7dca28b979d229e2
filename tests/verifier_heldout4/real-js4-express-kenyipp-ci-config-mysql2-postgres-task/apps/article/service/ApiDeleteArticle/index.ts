export { ApiDeleteArticle } from './ApiDeleteArticle';
