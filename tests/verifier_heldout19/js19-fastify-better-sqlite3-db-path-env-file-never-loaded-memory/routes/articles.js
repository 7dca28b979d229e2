const { db } = require('../db');

const listStmt = db.prepare(`SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id
  ORDER BY a.created_at DESC LIMIT ? OFFSET ?`);
const countStmt = db.prepare('SELECT COUNT(*) AS n FROM articles');
const tagsFor = db.prepare('SELECT tag FROM article_tags WHERE article_id = ?');

module.exports = async (app) => {
  app.get('/articles', async (req) => {
    const rows = listStmt.all(Number(req.query.limit) || 20, Number(req.query.offset) || 0);
    return {
      articles: rows.map((r) => ({
        slug: r.slug, title: r.title, description: r.description, body: r.body,
        tagList: tagsFor.all(r.id).map((t) => t.tag), createdAt: r.created_at, updatedAt: r.updated_at,
        favorited: false, favoritesCount: 0, author: { username: r.username, bio: r.bio, image: r.image, following: false },
      })),
      articlesCount: countStmt.get().n,
    };
  });
};
