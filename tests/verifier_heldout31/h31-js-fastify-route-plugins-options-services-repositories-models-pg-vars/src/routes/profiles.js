'use strict'
const jwt = require('jsonwebtoken')
const { NotFoundError } = require('../services/profileService')

module.exports = async function profileRoutes (fastify, opts) {
  const { profileService } = opts.services
  const secret = process.env.JWT_SECRET || 'secret'

  function viewer (request) {
    const m = /^Token (.+)$/.exec(request.headers.authorization || '')
    return m ? jwt.verify(m[1], secret).id : null
  }

  fastify.setErrorHandler((err, request, reply) => {
    if (err instanceof NotFoundError) return reply.code(404).send({ errors: { profile: ['not found'] } })
    return reply.send(err)
  })

  fastify.get('/profiles/:username', async (request) => ({ profile: await profileService.get(request.params.username, viewer(request)) }))
  fastify.post('/profiles/:username/follow', async (request) => ({ profile: await profileService.follow(request.params.username, viewer(request)) }))
  fastify.delete('/profiles/:username/follow', async (request) => ({ profile: await profileService.unfollow(request.params.username, viewer(request)) }))
}
