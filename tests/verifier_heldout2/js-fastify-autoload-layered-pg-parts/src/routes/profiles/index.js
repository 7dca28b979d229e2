module.exports = async (fastify) => {
  fastify.get('/:username', async (req, reply) => {
    const profile = await fastify.services.profiles.get(req.params.username, req.headers['x-user-id']);
    if (!profile) return reply.code(404).send();
    return { profile };
  });
  fastify.post('/:username/follow', async (req) => ({
    profile: await fastify.services.profiles.follow(req.params.username, req.headers['x-user-id']),
  }));
};
