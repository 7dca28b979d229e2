const pool = require('../db/pool');
const Article = require('../models/article');

exports.list = async ({ limit = 20, offset = 0 }) => {
  const { rows } = await pool.query(
    `SELECT a.*, COALESCE(array_agg(t.tag) FILTER (WHERE t.tag IS NOT NULL), '{}') AS tags
       FROM articles a LEFT JOIN article_tags t ON t.article_id = a.id
      GROUP BY a.id ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => new Article(r));
};
