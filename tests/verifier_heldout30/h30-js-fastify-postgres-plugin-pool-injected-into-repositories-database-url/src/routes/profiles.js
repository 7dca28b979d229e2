module.exports = async function profileRoutes(app, { profileService }) {
  const optionalAuth = async (req) => {
    try {
      await req.jwtVerify();
    } catch {
      req.user = null;
    }
  };
  const requireAuth = async (req, reply) => {
    try {
      await req.jwtVerify();
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  };

  app.get('/profiles/:username', { onRequest: optionalAuth }, async (req) => ({
    profile: await profileService.get(req.params.username, req.user?.id),
  }));
  app.post('/profiles/:username/follow', { onRequest: requireAuth }, async (req) => ({
    profile: await profileService.follow(req.params.username, req.user.id),
  }));
  app.delete('/profiles/:username/follow', { onRequest: requireAuth }, async (req) => ({
    profile: await profileService.unfollow(req.params.username, req.user.id),
  }));
};
