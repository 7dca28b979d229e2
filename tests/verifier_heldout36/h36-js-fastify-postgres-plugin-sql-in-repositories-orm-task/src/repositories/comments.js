module.exports = (pg) => ({
  async forArticle(articleId) {
    const { rows } = await pg.query('SELECT id, body, "createdAt", "updatedAt", "authorId" FROM comments WHERE "articleId" = $1 ORDER BY "createdAt" DESC', [articleId]);
    return rows;
  },
  async add(articleId, authorId, body) {
    const { rows } = await pg.query('INSERT INTO comments (body, "articleId", "authorId", "createdAt", "updatedAt") VALUES ($1, $2, $3, now(), now()) RETURNING *', [body, articleId, authorId]);
    return rows[0];
  },
});
