const { createController } = require('awilix-koa');

const usersApi = ({ userService }) => ({
  register: async (ctx) => {
    ctx.status = 201;
    ctx.body = { user: await userService.register(ctx.request.body.user) };
  },
  login: async (ctx) => {
    const user = await userService.login(ctx.request.body.user);
    if (!user) ctx.throw(401, 'invalid credentials');
    ctx.body = { user };
  },
});

module.exports = createController(usersApi)
  .prefix('/api/users')
  .post('', 'register')
  .post('/login', 'login');
