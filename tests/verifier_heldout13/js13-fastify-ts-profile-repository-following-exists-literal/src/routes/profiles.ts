import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ProfileNotFound, type ProfileService } from '../services/profile.service.js'

export function profileRoutes(profiles: ProfileService) {
  return async (app: FastifyInstance) => {
    const viewer = async (req: FastifyRequest) => {
      try {
        await req.jwtVerify()
        return (req.user as { id: number }).id
      } catch {
        return null
      }
    }

    app.setErrorHandler((err, _req, reply) => {
      if (err instanceof ProfileNotFound) return reply.code(404).send({ errors: { profile: ['not found'] } })
      return reply.send(err)
    })

    app.get<{ Params: { username: string } }>('/profiles/:username', async (req) => ({
      profile: await profiles.get(req.params.username, await viewer(req)),
    }))

    for (const [method, follow] of [['post', true], ['delete', false]] as const) {
      app[method]<{ Params: { username: string } }>('/profiles/:username/follow', async (req, reply) => {
        const me = await viewer(req)
        if (me === null) return reply.code(401).send({ errors: { token: ['missing'] } })
        return { profile: await profiles.setFollowing(req.params.username, me, follow) }
      })
    }
  }
}
