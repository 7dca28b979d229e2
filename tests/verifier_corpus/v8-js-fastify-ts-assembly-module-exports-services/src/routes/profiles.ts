import type { FastifyInstance } from 'fastify';
import { profileService } from '../assembly.js';
import { authenticate } from '../hooks/authenticate.js';

type Params = { username: string };

export default async function profilesRoutes(app: FastifyInstance) {
  app.get<{ Params: Params }>('/profiles/:username', async (request, reply) => {
    const profile = await profileService.get(request.params.username);
    if (!profile) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile };
  });

  app.post<{ Params: Params }>('/profiles/:username/follow', { preHandler: authenticate }, async (request, reply) => {
    const profile = await profileService.follow(request.currentUser!.id, request.params.username);
    if (!profile) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile };
  });
}
