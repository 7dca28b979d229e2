export {
  IArticleRo,
  IArticleSeed,
  IArticleService,
  IProfile,
} from '../../../../controllers';
