const { db } = require('../db');

module.exports = async (app) => {
  app.get('/tags', async () => ({ tags: db.prepare('SELECT DISTINCT tag FROM article_tags').all().map((r) => r.tag) }));
};
