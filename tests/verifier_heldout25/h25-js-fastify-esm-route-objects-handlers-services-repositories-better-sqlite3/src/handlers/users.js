import { userService } from '../services/user-service.js';
import { requireUser } from './auth.js';

const userBody = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: userService.issueToken(u) } });

export const userRoutes = [
  {
    method: 'POST',
    url: '/api/users',
    handler: async (request, reply) => reply.code(201).send(userBody(userService.register(request.body.user))),
  },
  {
    method: 'POST',
    url: '/api/users/login',
    handler: async (request, reply) => {
      const user = userService.login(request.body.user);
      return user ? userBody(user) : reply.code(401).send({ errors: { credentials: ['invalid'] } });
    },
  },
  {
    method: 'GET',
    url: '/api/user',
    preHandler: requireUser,
    handler: async (request) => userBody(userService.byId(request.userId)),
  },
];
