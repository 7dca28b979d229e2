import type { Models } from '../models/index.js';

export const commentsRepository = ({ Comment, User }: Models) => ({
  forArticle: (articleSlug: string) =>
    Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }),
  create: (values: { body: string; articleSlug: string; authorId: number }) => Comment.create(values),
});
