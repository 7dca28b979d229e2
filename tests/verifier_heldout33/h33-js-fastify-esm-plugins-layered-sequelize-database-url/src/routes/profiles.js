export default async function profileRoutes(fastify, { services }) {
  fastify.get('/:username', async (request, reply) => {
    const profile = await services.profiles.get(request.params.username);
    if (!profile) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile };
  });
}
