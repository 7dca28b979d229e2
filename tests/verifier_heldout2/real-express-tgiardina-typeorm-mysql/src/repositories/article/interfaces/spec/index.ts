export {
  IArticleEntity,
  IArticleRepository,
  IArticleDbSeed as IArticleSeed,
} from '../../../../services/article';
