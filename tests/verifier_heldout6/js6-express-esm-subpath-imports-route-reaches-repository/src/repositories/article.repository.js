import { Article } from '#models/article.js';
import { User } from '#models/user.js';

export const articleRepository = {
  page: ({ limit, offset, authorId }) =>
    Article.findAndCountAll({
      where: authorId ? { authorId } : {},
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  insert: (data) => Article.create(data),
};
