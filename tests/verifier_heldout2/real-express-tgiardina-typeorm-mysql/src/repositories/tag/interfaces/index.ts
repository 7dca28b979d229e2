export { ITagEntity, ITagRepository, ITagSeed } from './spec';
