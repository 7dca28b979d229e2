const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../db');

// One round trip: the page and the total number of matches (window function).
async function listArticles({ tag, author, favorited, limit, offset }) {
  const rows = await sequelize.query(
    `SELECT a.slug, a.title, a.description, a.body, a.tag_list AS "tagList",
            a.created_at AS "createdAt", a.updated_at AS "updatedAt",
            u.username, u.bio, u.image,
            (SELECT count(*) FROM favorites f WHERE f.article_id = a.id)::int AS "favoritesCount",
            count(*) OVER() AS total
       FROM articles a
       JOIN users u ON u.id = a.author_id
      WHERE ($tag::text IS NULL OR $tag = ANY(a.tag_list))
        AND ($author::text IS NULL OR u.username = $author)
        AND ($favorited::text IS NULL OR EXISTS (
              SELECT 1 FROM favorites f JOIN users fu ON fu.id = f.user_id
               WHERE f.article_id = a.id AND fu.username = $favorited))
      ORDER BY a.created_at DESC
      LIMIT $limit OFFSET $offset`,
    {
      bind: { tag: tag ?? null, author: author ?? null, favorited: favorited ?? null, limit, offset },
      type: QueryTypes.SELECT,
    },
  );
  return { rows, count: rows.length ? Number(rows[0].total) : 0 };
}

function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}

function createArticle(fields) {
  return Article.create(fields);
}

module.exports = { listArticles, findBySlug, createArticle };
