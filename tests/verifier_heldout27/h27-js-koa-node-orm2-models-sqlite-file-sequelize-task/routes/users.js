const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'orm2';

module.exports = ({ User }) => {
  const router = new Router();
  const view = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio || null, image: u.image || null });

  router.post('/users', async (ctx) => {
    const { username, email, password } = ctx.request.body.user || {};
    const user = await User.createAsync({ username, email, password: await bcrypt.hash(password, 10) });
    ctx.status = 201;
    ctx.body = { user: view(user) };
  });

  router.post('/users/login', async (ctx) => {
    const { email, password } = ctx.request.body.user || {};
    const [user] = await User.findAsync({ email });
    if (!user || !(await bcrypt.compare(password, user.password))) ctx.throw(401, 'invalid');
    ctx.body = { user: view(user) };
  });

  return router;
};
