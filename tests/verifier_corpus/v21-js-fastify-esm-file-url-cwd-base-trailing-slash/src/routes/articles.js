export default async function articleRoutes(app) {
  app.get('/api/articles', async (request) => {
    const { User, Article } = app.models;
    const limit = Number(request.query.limit ?? 20);
    const offset = Number(request.query.offset ?? 0);
    const where = {};
    const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];
    if (request.query.author) include[0].where = { username: request.query.author };
    const { rows, count } = await Article.findAndCountAll({ where, include, limit, offset, order: [['createdAt', 'DESC']] });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  });
}
