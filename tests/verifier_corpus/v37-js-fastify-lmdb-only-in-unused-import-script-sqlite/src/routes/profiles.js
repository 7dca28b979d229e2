import * as profiles from '../services/profileService.js';

const viewerOf = (req) => {
  const h = req.headers.authorization ?? '';
  return h.startsWith('Token ') ? Number(h.slice(6).split('.')[0]) : null;
};

export default async function profileRoutes(app) {
  const handle = (fn) => async (req, reply) => {
    try {
      return { profile: await fn(req.params.username, viewerOf(req)) };
    } catch (err) {
      if (err instanceof profiles.NotFoundError) return reply.code(404).send({ errors: { profile: ['not found'] } });
      throw err;
    }
  };
  app.get('/api/profiles/:username', handle(profiles.getProfile));
  app.post('/api/profiles/:username/follow', handle(profiles.follow));
  app.delete('/api/profiles/:username/follow', handle(profiles.unfollow));
}
