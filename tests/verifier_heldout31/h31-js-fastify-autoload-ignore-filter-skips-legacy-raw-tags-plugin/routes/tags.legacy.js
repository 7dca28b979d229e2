'use strict'
// First version of the tags endpoint, kept for reference while the ORM
// version is validated. Not registered: server.js ignores *.legacy.js.
const { sequelize } = require('../lib/db')

module.exports = async function legacyTagsRoutes (fastify) {
  fastify.get('/tags', async () => {
    const [rows] = await sequelize.query(
      'SELECT DISTINCT t.name FROM Tags t JOIN ArticleTags at ON at.TagId = t.id ORDER BY t.name'
    )
    return { tags: rows.map((r) => r.name) }
  })
}
