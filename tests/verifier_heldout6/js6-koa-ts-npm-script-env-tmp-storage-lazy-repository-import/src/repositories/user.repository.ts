import { User } from '../models/index.js';

export class UserRepository {
  byEmail(email: string) {
    return User.findOne({ where: { email } });
  }
  byId(id: number) {
    return User.findByPk(id);
  }
  create(values: { username: string; email: string; password: string }) {
    return User.create(values);
  }
}
