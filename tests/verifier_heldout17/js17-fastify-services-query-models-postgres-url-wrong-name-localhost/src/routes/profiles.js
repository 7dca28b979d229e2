const profiles = require('../services/profile.service');
module.exports = async (app) => {
  app.get('/:username', async (req, reply) => {
    const profile = await profiles.getProfile(req.params.username);
    return profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } });
  });
  app.post('/:username/follow', async (req, reply) => {
    await req.jwtVerify();
    const profile = await profiles.follow(req.params.username, req.user.id);
    return profile ? { profile } : reply.code(404).send();
  });
};
