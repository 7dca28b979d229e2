export { default as commentCreateService } from './commentCreateService';
export { default as commentsGetService } from './commentsGetService';
export { default as commentDeleteService } from './commentDeleteService';
