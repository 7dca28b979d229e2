export * from './interfaces/req';
export { ArticleController } from './ArticleController';
