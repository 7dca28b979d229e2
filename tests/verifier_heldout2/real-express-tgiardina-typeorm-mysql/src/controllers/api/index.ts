export { ArticleController } from './article';
export { UserController } from './user';
