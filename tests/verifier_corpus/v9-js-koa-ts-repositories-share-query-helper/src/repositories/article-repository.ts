import { Article } from '../models/article.js';
import { User } from '../models/user.js';
import { findPage } from '../support/query.js';

const author = { model: User, as: 'author' };

export const articleRepository = {
  page: (limit: number, offset: number, authorId?: number) =>
    findPage(Article, { where: authorId ? { authorId } : {}, include: [author], order: [['createdAt', 'DESC']] }, limit, offset),
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [author] }),
  create: (data: { slug: string; title: string; description: string; body: string; authorId: number }) => Article.create(data),
};
