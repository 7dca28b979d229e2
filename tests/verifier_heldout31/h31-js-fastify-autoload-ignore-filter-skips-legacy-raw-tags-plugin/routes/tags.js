'use strict'
const { Tag } = require('../lib/db')

module.exports = async function tagsRoutes (fastify) {
  fastify.get('/tags', async () => {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] })
    return { tags: tags.map((t) => t.name) }
  })
}
