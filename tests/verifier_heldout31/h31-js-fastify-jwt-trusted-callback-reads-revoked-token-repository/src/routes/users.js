import { AppError, createUserService } from '../services/user.service.js'

export default async function userRoutes (fastify) {
  const users = createUserService((payload) => fastify.jwt.sign(payload))

  fastify.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) return reply.code(err.statusCode).send({ errors: err.errors })
    return reply.send(err)
  })

  fastify.post('/users', async (request, reply) => reply.code(201).send({ user: await users.register(request.body.user) }))
  fastify.post('/users/login', async (request) => ({ user: await users.login(request.body.user) }))
  fastify.get('/user', { onRequest: [fastify.authenticate] }, async (request) => ({ user: await users.current(request.user.id) }))
  fastify.post('/user/logout', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    await users.logout(request.user.jti)
    return reply.code(204).send()
  })
}
