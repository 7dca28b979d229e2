import { profileService } from '../../services/profile-service.js';
import { optionalAuth, requireAuth } from '../auth.js';

export async function profileRoutes(app) {
  app.get('/profiles/:username', { preHandler: optionalAuth }, async (req) =>
    ({ profile: await profileService.get(req.params.username, req.userId) }));
  app.post('/profiles/:username/follow', { preHandler: requireAuth }, async (req) =>
    ({ profile: await profileService.follow(req.params.username, req.userId) }));
  app.delete('/profiles/:username/follow', { preHandler: requireAuth }, async (req) =>
    ({ profile: await profileService.unfollow(req.params.username, req.userId) }));
}
