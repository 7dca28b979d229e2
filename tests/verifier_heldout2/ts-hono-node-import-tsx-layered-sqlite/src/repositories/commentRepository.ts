import { Comment } from '../models/index.ts';

export const commentRepository = {
  forArticle: (ArticleId: number) => Comment.findAll({ where: { ArticleId }, order: [['createdAt', 'DESC']] }),
  add: (ArticleId: number, body: string) => Comment.create({ ArticleId, body }),
};
