import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import { revokedTokenRepository } from '../repositories/revoked-token.repository.js'

export default fp(async function auth (fastify) {
  await fastify.register(fastifyJwt, {
    secret: process.env.JWT_SECRET ?? 'conduit-secret',
    verify: {
      extractToken: (request) => (request.headers.authorization ?? '').replace(/^Token /, '')
    },
    // reject tokens that were logged out
    trusted: (request, decoded) => revokedTokenRepository.isActive(decoded.jti)
  })

  fastify.decorate('authenticate', async function (request, reply) {
    try {
      await request.jwtVerify()
    } catch (err) {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } })
    }
  })
})
