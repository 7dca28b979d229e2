const { sequelize } = require('../models');

module.exports = async function (fastify) {
  fastify.get('/tags', async () => {
    const [rows] = await sequelize.query('SELECT DISTINCT name FROM tags ORDER BY name');
    return { tags: rows.map((r) => r.name) };
  });
};
