import { QueryTypes } from 'sequelize';
import { sequelize } from '../db.js';
import { Article, Favorite, User } from '../models/index.js';

const SELECT_ARTICLE = `
  SELECT a.id, a.slug, a.title, a.description, a.body, a.tag_list AS tagList,
         a.created_at AS createdAt, a.updated_at AS updatedAt,
         u.username, u.bio, u.image,
         (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favoritesCount,
         EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = :viewer) AS favorited,
         EXISTS (SELECT 1 FROM follows fo WHERE fo.following_id = u.id AND fo.follower_id = :viewer) AS following
    FROM articles a
    JOIN users u ON u.id = a.author_id`;

export async function feed(viewerId, { limit = 20, offset = 0 } = {}) {
  const rows = await sequelize.query(
    `${SELECT_ARTICLE}
      WHERE a.author_id IN (SELECT following_id FROM follows WHERE follower_id = :viewer)
      ORDER BY a.created_at DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { viewer: viewerId, limit, offset }, type: QueryTypes.SELECT },
  );
  const [{ total }] = await sequelize.query(
    'SELECT COUNT(*) AS total FROM articles WHERE author_id IN (SELECT following_id FROM follows WHERE follower_id = :viewer)',
    { replacements: { viewer: viewerId }, type: QueryTypes.SELECT },
  );
  return { rows, total: Number(total) };
}

export async function list(viewerId, { tag, author, limit = 20, offset = 0 } = {}) {
  const where = [];
  if (tag) where.push('EXISTS (SELECT 1 FROM json_each(a.tag_list) WHERE json_each.value = :tag)');
  if (author) where.push('u.username = :author');
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const replacements = { viewer: viewerId ?? 0, tag, author, limit, offset };
  const rows = await sequelize.query(
    `${SELECT_ARTICLE} ${clause} ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset`,
    { replacements, type: QueryTypes.SELECT },
  );
  const [{ total }] = await sequelize.query(
    `SELECT COUNT(*) AS total FROM articles a JOIN users u ON u.id = a.author_id ${clause}`,
    { replacements, type: QueryTypes.SELECT },
  );
  return { rows, total: Number(total) };
}

export async function findBySlug(slug, viewerId) {
  const [row] = await sequelize.query(`${SELECT_ARTICLE} WHERE a.slug = :slug`, {
    replacements: { slug, viewer: viewerId ?? 0 },
    type: QueryTypes.SELECT,
  });
  return row ?? null;
}

export async function create(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const article = await Article.create({ slug, title, description, body, tagList, authorId });
  return article.slug;
}

export async function favorite(userId, slug) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) return null;
  await Favorite.findOrCreate({ where: { userId, articleId: article.id } });
  return slug;
}

export async function tags() {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return [...new Set(rows.flatMap((r) => r.tagList))];
}

export { User };
