module.exports = async function (app) {
  app.get('/profiles/:username', async (req, reply) => {
    const profile = await app.services.profiles.get(req.params.username, null);
    if (!profile) { reply.code(404); return { errors: { profile: ['not found'] } }; }
    return { profile };
  });
};
