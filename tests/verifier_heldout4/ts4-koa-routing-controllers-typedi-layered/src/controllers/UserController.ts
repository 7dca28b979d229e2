import { Body, HeaderParam, Get, HttpCode, JsonController, Post, UnauthorizedError } from 'routing-controllers';
import { Service } from 'typedi';
import { AuthService } from '../services/AuthService';

@Service()
@JsonController()
export class UserController {
  constructor(private readonly auth: AuthService) {}

  @Post('/users')
  @HttpCode(201)
  async register(@Body() body: { user: { username: string; email: string; password: string } }) {
    const { username, email, password } = body.user;
    return { user: await this.auth.register(username, email, password) };
  }

  @Post('/users/login')
  async login(@Body() body: { user: { email: string; password: string } }) {
    return { user: await this.auth.login(body.user.email, body.user.password) };
  }

  @Get('/user')
  async me(@HeaderParam('authorization') authorization?: string) {
    const user = await this.auth.currentUser(authorization);
    if (!user) throw new UnauthorizedError();
    return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: authorization!.split(' ')[1] } };
  }
}
