const { knex } = require('../db');

module.exports = async (fastify) => {
  fastify.get('/articles', async (request) => {
    const { tag, author, limit = 20, offset = 0 } = request.query;
    const q = knex('articles').join('users', 'users.id', 'articles.author_id')
      .select('articles.*', 'users.username', 'users.bio', 'users.image');
    if (tag) q.whereRaw('? = ANY(articles.tag_list)', [tag]);
    if (author) q.where('users.username', author);
    const [{ count }] = await q.clone().clearSelect().count('* as count');
    const rows = await q.orderBy('articles.created_at', 'desc').limit(limit).offset(offset);
    return { articles: rows, articlesCount: Number(count) };
  });
};
