import { Request } from 'express';
import { inject } from 'inversify';
import { controller, httpPost, request } from 'inversify-express-utils';
import { TYPES } from '../config/types';
import { UserService } from '../services/user.service';

@controller('/users')
export class UserController {
  constructor(@inject(TYPES.UserService) private readonly users: UserService) {}

  @httpPost('/')
  async register(@request() req: Request) {
    return { user: await this.users.register(req.body.user) };
  }

  @httpPost('/login')
  async login(@request() req: Request) {
    const { email, password } = req.body.user ?? {};
    return { user: await this.users.login(email, password) };
  }
}
