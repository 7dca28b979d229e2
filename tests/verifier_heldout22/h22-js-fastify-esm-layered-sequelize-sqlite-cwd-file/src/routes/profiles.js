import { getProfile, follow, NotFound } from '../services/profile.service.js';

export default async function profileRoutes(app) {
  app.get('/profiles/:username', async (req, reply) => {
    try {
      return { profile: await getProfile(req.params.username, req.userId) };
    } catch (e) {
      if (e instanceof NotFound) return reply.code(404).send({ errors: { body: [e.message] } });
      throw e;
    }
  });

  app.post('/profiles/:username/follow', async (req, reply) => {
    if (!req.userId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    return { profile: await follow(req.params.username, req.userId) };
  });
}
