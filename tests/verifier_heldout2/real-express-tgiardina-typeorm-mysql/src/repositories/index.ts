export { ArticleRepository } from './article';
export { TagRepository } from './tag';
export { UserRepository } from './user';
