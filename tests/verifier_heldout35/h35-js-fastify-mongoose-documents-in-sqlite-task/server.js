const fastify = require('fastify')();
const mongoose = require('mongoose');

const User = mongoose.model('User', new mongoose.Schema({
  username: { type: String, unique: true }, email: { type: String, unique: true },
  password: String, bio: String, image: String,
}));

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/profiles/:username', async (req, reply) => {
  const u = await User.findOne({ username: req.params.username }).lean();
  if (!u) return reply.code(404).send({ errors: { body: ['not found'] } });
  return { profile: { username: u.username, bio: u.bio ?? null, image: u.image ?? null, following: false } };
});

mongoose.connect(process.env.MONGO_URL || 'mongodb://127.0.0.1:27017/conduit')
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
