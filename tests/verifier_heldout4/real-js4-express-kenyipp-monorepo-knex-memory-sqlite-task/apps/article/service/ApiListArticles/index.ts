export { ApiListArticles } from './ApiListArticles';
