export { ApiUpdateArticle } from './ApiUpdateArticle';
