module.exports = async function profileRoutes(app, { profiles }) {
  app.get('/profiles/:username', async (request, reply) => {
    const profile = await profiles.get(request.params.username);
    if (!profile) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile };
  });
};
