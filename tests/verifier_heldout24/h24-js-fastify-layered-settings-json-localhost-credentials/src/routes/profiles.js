const profileService = require('../services/profileService');

module.exports = async function profiles(app) {
  app.get('/profiles/:username', async (req) => ({ profile: await profileService.get(req.params.username, req.viewerId) }));
  app.post('/profiles/:username/follow', async (req) => ({ profile: await profileService.follow(req.params.username, req.viewerId) }));
  app.delete('/profiles/:username/follow', async (req) => ({ profile: await profileService.unfollow(req.params.username, req.viewerId) }));
};
