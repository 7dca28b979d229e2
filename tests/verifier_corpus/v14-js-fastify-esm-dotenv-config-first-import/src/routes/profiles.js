export default async function profileRoutes(app) {
  app.get('/:username', async (request, reply) => {
    const user = await app.models.User.findOne({ where: { username: request.params.username } });
    if (!user) {
      return reply.code(404).send({ errors: { profile: ['not found'] } });
    }
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
}
