import { Article, User } from '../models/index.js';

const withAuthor = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

export const createArticleRepository = () => ({
  page: ({ limit, offset, authorId }) =>
    Article.findAndCountAll({
      where: authorId ? { authorId } : {},
      include: withAuthor,
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include: withAuthor }),
  insert: (fields) => Article.create(fields),
});
