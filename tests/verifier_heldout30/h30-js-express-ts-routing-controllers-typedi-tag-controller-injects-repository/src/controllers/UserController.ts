import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { Service } from 'typedi';
import { UserService } from '../services/UserService';

@JsonController('/users')
@Service()
export class UserController {
  constructor(private readonly userService: UserService) {}

  @Post()
  @HttpCode(201)
  async register(@Body() body: { user: { username: string; email: string; password: string } }) {
    return { user: await this.userService.register(body.user) };
  }

  @Post('/login')
  async login(@Body() body: { user: { email: string; password: string } }) {
    return { user: await this.userService.login(body.user) };
  }
}
