export { TagEntity } from './TagEntity';
export { TagRepository } from './TagRepository';
