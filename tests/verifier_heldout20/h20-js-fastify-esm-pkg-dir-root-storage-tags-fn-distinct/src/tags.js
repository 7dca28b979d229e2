import { sequelize, ArticleTag } from './db.js';

export default async function tagRoutes(app) {
  app.get('/tags', async () => {
    const rows = await ArticleTag.findAll({
      attributes: [[sequelize.fn('DISTINCT', sequelize.col('name')), 'name']],
      raw: true,
    });
    return { tags: rows.map((r) => r.name) };
  });
}
