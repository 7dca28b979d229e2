'use strict'

const commentService = require('../../services/commentService')

module.exports = async function (fastify) {
  fastify.get('/:slug/comments', async (request) => ({ comments: await commentService.list(request.params.slug) }))
  fastify.post('/:slug/comments', async (request, reply) => {
    const comment = await commentService.add(request.params.slug, request.body.comment.body)
    reply.code(201)
    return { comment }
  })
}
