const SQL = require('sql-template-strings');
const { getDb } = require('./db');

const base = SQL`
  SELECT a.*, u.username, u.bio, u.image,
         (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count
    FROM articles a JOIN users u ON u.id = a.author_id`;

exports.bySlug = async (slug) => (await getDb()).get(SQL``.append(base).append(SQL` WHERE a.slug = ${slug}`));

exports.page = async (limit, offset) => {
  const db = await getDb();
  const rows = await db.all(SQL``.append(base).append(SQL` ORDER BY a.created_at DESC LIMIT ${limit} OFFSET ${offset}`));
  const { n } = await db.get(SQL`SELECT COUNT(*) AS n FROM articles`);
  return { rows, count: n };
};

exports.favorite = async (userId, articleId) =>
  (await getDb()).run(SQL`INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (${userId}, ${articleId})`);
