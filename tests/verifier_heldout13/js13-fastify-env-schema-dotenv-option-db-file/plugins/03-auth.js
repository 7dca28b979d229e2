'use strict'

const fp = require('fastify-plugin')

module.exports = fp(async function auth (fastify) {
  await fastify.register(require('@fastify/jwt'), {
    secret: fastify.config.JWT_SECRET,
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') }
  })
  fastify.decorate('requireUser', async (req, reply) => {
    try {
      await req.jwtVerify()
    } catch (_) {
      return reply.code(401).send({ errors: { token: ['is missing or invalid'] } })
    }
  })
}, { name: 'auth', dependencies: ['env'] })
