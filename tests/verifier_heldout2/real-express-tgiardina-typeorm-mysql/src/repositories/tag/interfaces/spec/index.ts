export {
  ITagEntity,
  ITagRepository,
  ITagDbSeed as ITagSeed
} from '../../../../services/article';
