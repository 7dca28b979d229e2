const jwt = require('jsonwebtoken');
const { findProfileUser, toProfile } = require('../services/profileService');
const { followStore } = require('../lib/follow-store');

const SECRET = process.env.JWT_SECRET || 'conduit';

function viewerId(request) {
  const header = request.headers.authorization || '';
  if (!header.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET).id;
  } catch {
    return null;
  }
}

module.exports = async function profileRoutes(fastify) {
  fastify.get('/profiles/:username', async (request) => {
    const user = await findProfileUser(request.params.username);
    const me = viewerId(request);
    const followed = me ? (await followStore.get(String(me))) || [] : [];
    return { profile: toProfile(user, followed.includes(user.id)) };
  });

  fastify.post('/profiles/:username/follow', async (request, reply) => {
    const me = viewerId(request);
    if (!me) return reply.code(401).send({ errors: { body: ['Unauthorized'] } });
    const user = await findProfileUser(request.params.username);
    const followed = new Set((await followStore.get(String(me))) || []);
    followed.add(user.id);
    await followStore.set(String(me), [...followed]);
    return { profile: toProfile(user, true) };
  });

  fastify.delete('/profiles/:username/follow', async (request, reply) => {
    const me = viewerId(request);
    if (!me) return reply.code(401).send({ errors: { body: ['Unauthorized'] } });
    const user = await findProfileUser(request.params.username);
    const followed = ((await followStore.get(String(me))) || []).filter((id) => id !== user.id);
    await followStore.set(String(me), followed);
    return { profile: toProfile(user, false) };
  });
};
