export { FavoriteArticleHandler } from './FavoriteArticleHandler';
export {
  FavoriteArticleInput,
  FavoriteArticleOutput,
  UnfavoriteArticleInput,
  UnfavoriteArticleOutput
} from './types';
