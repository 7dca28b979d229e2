export const TOKENS = {
  CommentRepository: 'CommentRepository',
  CommentService: 'CommentService',
} as const;
