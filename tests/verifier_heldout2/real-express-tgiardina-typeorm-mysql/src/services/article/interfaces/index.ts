export {
  IArticleRepository,
  IArticleRo,
  ITagRo,
  ITagRepository,
  IUserRepository,
} from './req';
export { IArticleSeed, IArticleService, IProfileRo } from './spec';
