'use strict'
const articleService = require('../services/articleService')

module.exports = async function (fastify) {
  fastify.get('/articles/:slug', async (request) => ({ article: (await articleService.getBySlug(request.params.slug)).toJSON() }))
  fastify.post('/articles', async (request, reply) => {
    const article = await articleService.create(request.headers['x-user-id'], request.body.article)
    return reply.code(201).send({ article: article.toJSON() })
  })
  fastify.delete('/articles/:slug', async (request) => {
    await articleService.remove(request.params.slug, request.headers['x-user-id'])
    return {}
  })
  fastify.get('/articles/:slug/comments', async (request) => ({ comments: (await articleService.comments(request.params.slug)).map((c) => c.toJSON()) }))
}
