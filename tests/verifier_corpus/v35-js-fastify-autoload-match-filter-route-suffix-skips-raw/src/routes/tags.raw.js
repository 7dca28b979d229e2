'use strict';
const { sequelize } = require('../db');

module.exports = async function tags(fastify) {
  fastify.get('/tags', async () => {
    const [rows] = await sequelize.query('SELECT name FROM tags ORDER BY name');
    return { tags: rows.map((r) => r.name) };
  });
};
