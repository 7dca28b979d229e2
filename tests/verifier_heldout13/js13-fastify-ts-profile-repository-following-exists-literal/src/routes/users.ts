import type { FastifyInstance } from 'fastify'
import type { UserService } from '../services/user.service.js'

export function userRoutes(users: UserService) {
  return async (app: FastifyInstance) => {
    const out = (u: { id: number; email: string; username: string; bio: string | null; image: string | null }) => ({
      email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }),
    })

    app.post<{ Body: { user: { username: string; email: string; password: string } } }>('/users', async (req, reply) => {
      const { username, email, password } = req.body.user
      return reply.code(201).send({ user: out(await users.register(username, email, password)) })
    })

    app.post<{ Body: { user: { email: string; password: string } } }>('/users/login', async (req, reply) => {
      const u = await users.login(req.body.user.email, req.body.user.password)
      return u ? { user: out(u) } : reply.code(401).send({ errors: { credentials: ['invalid'] } })
    })
  }
}
