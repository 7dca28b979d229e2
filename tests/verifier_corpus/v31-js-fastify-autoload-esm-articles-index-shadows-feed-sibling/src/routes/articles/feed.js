import { sequelize } from '../../db/index.js';

export default async function feed(app) {
  app.get('/feed', async (request) => {
    const limit = Number(request.query.limit ?? 20);
    const rows = await sequelize.query(
      `SELECT a.slug, a.title, a.description, a.body, u.username
         FROM articles a JOIN users u ON u.id = a."authorId"
        ORDER BY a."createdAt" DESC LIMIT :limit`,
      { replacements: { limit }, type: sequelize.QueryTypes.SELECT },
    );
    return { articles: rows, articlesCount: rows.length };
  });
}
