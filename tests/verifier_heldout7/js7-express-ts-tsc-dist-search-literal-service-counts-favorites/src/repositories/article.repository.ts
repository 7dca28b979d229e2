import { WhereOptions } from 'sequelize';
import { sequelize } from '../config/database';
import { Article, User } from '../models';

export interface ArticleQuery {
  q?: string;
  limit: number;
  offset: number;
}

export async function searchArticles({ q, limit, offset }: ArticleQuery) {
  const where: WhereOptions = q
    ? sequelize.where(
        sequelize.literal(`to_tsvector('english', "title" || ' ' || "body")`),
        '@@',
        sequelize.fn('plainto_tsquery', 'english', q),
      )
    : {};
  return Article.findAndCountAll({
    where,
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
}

export function findArticleBySlug(slug: string) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}
