export { default as getTag } from './getTag';
export { default as createTag } from './createTag';
export { default as updateTag } from './updateTag';
export { default as getTags } from './getTags';


