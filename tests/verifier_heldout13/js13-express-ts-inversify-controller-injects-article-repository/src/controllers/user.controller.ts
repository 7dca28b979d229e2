import { Router } from 'express';
import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import { UserService } from '../services/user.service';

@injectable()
export class UserController {
  constructor(@inject(TYPES.UserService) private readonly users: UserService) {}

  router(): Router {
    const r = Router();
    r.post('/users', async (req, res) => {
      const { username, email, password } = req.body.user ?? {};
      res.status(201).json({ user: await this.users.register(username, email, password) });
    });
    r.post('/users/login', async (req, res) => {
      const { email, password } = req.body.user ?? {};
      const user = await this.users.login(email, password);
      if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
      res.json({ user });
    });
    return r;
  }
}
