const db = require('../db');

const listStmt = db.prepare(`SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id
  ORDER BY a.created_at DESC LIMIT ? OFFSET ?`);
const countStmt = db.prepare('SELECT COUNT(*) AS n FROM articles');
const bySlug = db.prepare('SELECT a.*, u.username FROM articles a JOIN users u ON u.id = a.author_id WHERE a.slug = ?');

module.exports = async function (app) {
  app.get('/articles', async (req) => {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    return { articles: listStmt.all(limit, offset), articlesCount: countStmt.get().n };
  });
  app.get('/articles/:slug', async (req, reply) => {
    const row = bySlug.get(req.params.slug);
    if (!row) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: row };
  });
};
