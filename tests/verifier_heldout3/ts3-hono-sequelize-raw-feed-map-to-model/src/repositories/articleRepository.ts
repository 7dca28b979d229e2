import { QueryTypes } from 'sequelize';
import { Article, User, sequelize } from '../models/index.js';

const FEED = `
  SELECT a.* FROM articles a
  JOIN follows f ON f.following_id = a.author_id
  WHERE f.follower_id = :viewerId
  ORDER BY a.created_at DESC
  LIMIT :limit OFFSET :offset`;

export const articleRepository = {
  bySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  },

  list(limit: number, offset: number) {
    return Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
  },

  // The feed needs a join Sequelize cannot express without an association on Follow;
  // mapToModel gives back real Article instances.
  async feed(viewerId: number, limit: number, offset: number) {
    const rows = await sequelize.query<Article>(FEED, {
      replacements: { viewerId, limit, offset },
      type: QueryTypes.SELECT,
      model: Article,
      mapToModel: true,
    });
    const authors = await User.findAll({ where: { id: rows.map((r) => r.authorId) } });
    for (const row of rows) row.author = authors.find((u) => u.id === row.authorId);
    return rows;
  },
};
