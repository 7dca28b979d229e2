import * as profileService from '../services/profileService.js';

export default async function profileRoutes(app) {
  app.get('/api/profiles/:username', async (request) => ({
    profile: await profileService.getProfile(request.params.username),
  }));

  app.post('/api/profiles/:username/follow', { onRequest: [app.authenticate] }, async (request) => ({
    profile: await profileService.follow(request.user.id, request.params.username),
  }));

  app.delete('/api/profiles/:username/follow', { onRequest: [app.authenticate] }, async (request) => ({
    profile: await profileService.unfollow(request.user.id, request.params.username),
  }));
}
