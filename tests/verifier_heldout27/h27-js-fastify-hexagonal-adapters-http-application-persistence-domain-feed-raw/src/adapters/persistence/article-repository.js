import { QueryTypes } from 'sequelize';
import { Article } from '../../domain/article.js';
import { User } from '../../domain/user.js';
import { sequelize, ArticleRecord, UserRecord, FavoriteRecord } from './sequelize.js';

const toEntity = (r) =>
  r &&
  new Article({
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    body: r.body,
    tagList: r.tag_list,
    authorId: r.author_id,
    author: r.author && new User({ id: r.author.id, username: r.author.username, bio: r.author.bio, image: r.author.image }),
    createdAt: r.created_at ?? r.createdAt,
    updatedAt: r.updated_at ?? r.updatedAt,
  });

export class SequelizeArticleRepository {
  async bySlug(slug) {
    return toEntity(await ArticleRecord.findOne({ where: { slug }, include: [{ model: UserRecord, as: 'author' }] }));
  }

  async page({ limit, offset }) {
    const { rows, count } = await ArticleRecord.findAndCountAll({
      include: [{ model: UserRecord, as: 'author' }],
      order: [['created_at', 'DESC']],
      limit,
      offset,
    });
    return { items: rows.map(toEntity), total: count };
  }

  // The feed joins follows, articles and users in one round trip.
  async feedFor(userId, { limit, offset }) {
    const rows = await sequelize.query(
      `SELECT a.*, u.id AS "author.id", u.username AS "author.username", u.bio AS "author.bio", u.image AS "author.image"
         FROM articles a
         JOIN follows f ON f.followee_id = a.author_id
         JOIN users u ON u.id = a.author_id
        WHERE f.follower_id = :userId
        ORDER BY a.created_at DESC
        LIMIT :limit OFFSET :offset`,
      { replacements: { userId, limit, offset }, type: QueryTypes.SELECT, nest: true },
    );
    const [{ total }] = await sequelize.query(
      'SELECT COUNT(*)::int AS total FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = :userId',
      { replacements: { userId }, type: QueryTypes.SELECT },
    );
    return { items: rows.map(toEntity), total };
  }

  async add(article) {
    const r = await ArticleRecord.create({
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tag_list: article.tagList,
      author_id: article.authorId,
    });
    return this.bySlug(r.slug);
  }

  favoritesCount(articleId) {
    return FavoriteRecord.count({ where: { article_id: articleId } });
  }
}
