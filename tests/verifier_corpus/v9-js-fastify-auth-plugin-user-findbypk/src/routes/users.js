import * as userService from '../services/user-service.js';

export default async function userRoutes(app) {
  app.post('/users', async (request, reply) => {
    const user = await userService.register(request.body?.user ?? {});
    return reply.code(201).send({ user: userService.userView(user, app.jwt.sign({ id: user.id })) });
  });

  app.post('/users/login', async (request) => {
    const user = await userService.login(request.body?.user ?? {});
    return { user: userService.userView(user, app.jwt.sign({ id: user.id })) };
  });

  app.get('/user', { preHandler: app.authenticate }, async (request) => {
    const user = request.currentUser;
    return { user: userService.userView(user, app.jwt.sign({ id: user.id })) };
  });

  app.put('/user', { preHandler: app.authenticate }, async (request) => {
    const user = await userService.update(request.currentUser, request.body?.user ?? {});
    return { user: userService.userView(user, app.jwt.sign({ id: user.id })) };
  });
}
