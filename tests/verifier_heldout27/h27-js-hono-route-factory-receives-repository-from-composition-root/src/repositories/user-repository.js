import { User } from '../models/index.js';

export class UserRepository {
  byEmail(email) {
    return User.findOne({ where: { email } });
  }

  create(data) {
    return User.create(data);
  }
}
