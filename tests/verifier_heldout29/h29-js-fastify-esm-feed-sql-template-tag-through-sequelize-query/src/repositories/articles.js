import sql from 'sql-template-tag';
import { QueryTypes } from 'sequelize';
import { Article, User, sequelize } from '../models/index.js';

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

export const create = (attrs) => Article.create(attrs);

export async function list({ limit, offset }) {
  return Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

// Articles by the authors the user follows, newest first.
export async function feed(userId, { limit, offset }) {
  const query = sql`
    SELECT a.slug, a.title, a.description, a.body, a.tag_list AS "tagList",
           a.created_at AS "createdAt", a.updated_at AS "updatedAt",
           u.username, u.bio, u.image
      FROM articles a
      JOIN follows f ON f.followee_id = a.author_id
      JOIN users u ON u.id = a.author_id
     WHERE f.follower_id = ${userId}
     ORDER BY a.created_at DESC
     LIMIT ${limit} OFFSET ${offset}`;
  const count = sql`
    SELECT COUNT(*)::int AS n
      FROM articles a JOIN follows f ON f.followee_id = a.author_id
     WHERE f.follower_id = ${userId}`;
  const [rows, [{ n }]] = await Promise.all([
    sequelize.query(query.text, { bind: query.values, type: QueryTypes.SELECT }),
    sequelize.query(count.text, { bind: count.values, type: QueryTypes.SELECT }),
  ]);
  return { rows, count: n };
}
