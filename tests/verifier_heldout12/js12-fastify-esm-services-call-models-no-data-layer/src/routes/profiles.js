import * as profiles from '../services/profileService.js';
import { userIdFrom } from '../services/userService.js';

export default async function profileRoutes(app) {
  app.get('/profiles/:username', async (req) => ({
    profile: await profiles.getProfile(req.params.username, userIdFrom(req.headers.authorization)),
  }));

  app.post('/profiles/:username/follow', async (req, reply) => {
    const me = userIdFrom(req.headers.authorization);
    if (!me) return reply.code(401).send({ errors: { token: ['required'] } });
    return { profile: await profiles.follow(req.params.username, me) };
  });

  app.delete('/profiles/:username/follow', async (req, reply) => {
    const me = userIdFrom(req.headers.authorization);
    if (!me) return reply.code(401).send({ errors: { token: ['required'] } });
    return { profile: await profiles.unfollow(req.params.username, me) };
  });
}
