const { knex } = require('../db');
module.exports = async (fastify) => {
  fastify.get('/tags', async () => {
    const rows = await knex.raw('SELECT DISTINCT unnest(tag_list) AS tag FROM articles');
    return { tags: rows.rows.map((r) => r.tag) };
  });
};
