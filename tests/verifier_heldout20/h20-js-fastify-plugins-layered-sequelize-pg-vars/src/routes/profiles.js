module.exports = async (fastify) => {
  const { profiles } = fastify.services;

  fastify.get('/:username', async (request, reply) => {
    const profile = await profiles.get(request.params.username, null);
    if (!profile) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile };
  });

  fastify.post('/:username/follow', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    const profile = await profiles.follow(request.params.username, request.user.id);
    if (!profile) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile };
  });
};
