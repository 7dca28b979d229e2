export { default as createComment } from './createComment';
export { default as deleteComment } from './deleteComment';
export { default as getCommentsById } from './getCommentsById';
export { default as getCommentById } from './getCommentById';
export { default as getCommentsLengthByArticleId } from './getCommentsLengthByArticleId';

