import * as userService from '../services/user.service.js';

export async function registerHandler(request, reply) {
  const user = await userService.register(request.body.user);
  return reply.code(201).send({ user });
}

export async function updateHandler(request) {
  return { user: await userService.updateUser(request.auth.id, request.body.user) };
}
