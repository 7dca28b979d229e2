export { ApiGetTags } from './ApiGetTags';
