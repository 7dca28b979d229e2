export { default as getTagsService } from './getTagsService';
