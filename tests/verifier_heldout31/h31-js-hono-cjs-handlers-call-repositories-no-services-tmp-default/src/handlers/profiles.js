const { Hono } = require('hono');
const profiles = require('../repositories/profiles');

const app = new Hono();

const viewerId = (c) => Number(c.req.header('x-user-id')) || null;

async function respond(c, user) {
  const me = viewerId(c);
  const following = me ? await profiles.following(me, user.id) : false;
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
}

app.get('/profiles/:username', async (c) => {
  const user = await profiles.byUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return respond(c, user);
});

app.post('/profiles/:username/follow', async (c) => {
  const user = await profiles.byUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  await profiles.follow(viewerId(c), user.id);
  return respond(c, user);
});

app.delete('/profiles/:username/follow', async (c) => {
  const user = await profiles.byUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  await profiles.unfollow(viewerId(c), user.id);
  return respond(c, user);
});

module.exports = app;
