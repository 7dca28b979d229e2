import { registerBody } from './schemas.js';
import * as userService from '../services/user-service.js';

export default async function userRoutes(app) {
  app.post('/users', { schema: { body: registerBody } }, async (req, reply) => {
    const user = await userService.register(req.body.user);
    return reply.code(201).send({ user });
  });
}
