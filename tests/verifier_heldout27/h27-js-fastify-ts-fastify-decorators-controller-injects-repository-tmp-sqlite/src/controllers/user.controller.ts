import { FastifyReply, FastifyRequest } from 'fastify';
import { Controller, POST } from 'fastify-decorators';
import { UserService } from '../services/user.service';

@Controller({ route: '/users' })
export default class UserController {
  constructor(private readonly userService: UserService) {}

  @POST({ url: '/' })
  async register(req: FastifyRequest<{ Body: { user: { username: string; email: string; password: string } } }>, reply: FastifyReply) {
    const { username, email, password } = req.body.user;
    const user = await this.userService.register(username, email, password);
    reply.code(201);
    return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: await reply.jwtSign({ id: user.id }) } };
  }

  @POST({ url: '/login' })
  async login(req: FastifyRequest<{ Body: { user: { email: string; password: string } } }>, reply: FastifyReply) {
    const user = await this.userService.login(req.body.user.email, req.body.user.password);
    if (!user) return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: await reply.jwtSign({ id: user.id }) } };
  }
}
