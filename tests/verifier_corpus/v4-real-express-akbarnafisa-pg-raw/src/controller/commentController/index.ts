export { default as commentCreate } from './commentCreate';
export { default as commentDelete } from './commentDelete';
export { default as commentsGetService } from './commentsGetService';
