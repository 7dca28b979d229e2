export { default as tagsGet } from './tagsGet';
