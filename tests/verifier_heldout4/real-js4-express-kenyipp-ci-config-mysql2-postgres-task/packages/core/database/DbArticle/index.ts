export { DbArticle } from './DbArticle';
export * from './dto';
