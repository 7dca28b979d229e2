module.exports = async (fastify) => {
  fastify.get('/tags', async () => {
    const [rows] = await fastify.db.query(
      'SELECT DISTINCT value AS tag FROM articles, json_each(articles.tagList) ORDER BY tag',
    );
    return { tags: rows.map((r) => r.tag) };
  });
};
