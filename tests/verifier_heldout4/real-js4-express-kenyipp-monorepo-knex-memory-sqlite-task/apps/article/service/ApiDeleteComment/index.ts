export { ApiDeleteComment } from './ApiDeleteComment';
export { ApiDeleteCommentInput, ApiDeleteCommentOutput } from './types';
