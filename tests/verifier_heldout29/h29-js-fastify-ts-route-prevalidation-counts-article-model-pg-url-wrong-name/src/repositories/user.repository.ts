import { User } from '../models';

export class UserRepository {
  byEmail(email: string) { return User.findOne({ where: { email } }); }
  create(data: { username: string; email: string; passwordHash: string }) { return User.create(data); }
}
