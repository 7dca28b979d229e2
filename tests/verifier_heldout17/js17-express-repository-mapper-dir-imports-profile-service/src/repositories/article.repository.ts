import { Article, User } from '../models/index';
import { toArticleDto } from '../mappers/article.mapper';

export const articleRepository = {
  async findBySlug(slug: string, viewerId?: number) {
    const row = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
    return row ? toArticleDto(row, viewerId) : null;
  },
  async list(limit: number, offset: number, viewerId?: number) {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset,
    });
    return { articles: await Promise.all(rows.map((r) => toArticleDto(r, viewerId))), articlesCount: count };
  },
};
