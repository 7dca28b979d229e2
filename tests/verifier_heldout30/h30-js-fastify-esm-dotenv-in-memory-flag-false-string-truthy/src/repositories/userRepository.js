import { User } from '../models/index.js';

export class UserRepository {
  byEmail(email) {
    return User.findOne({ where: { email } });
  }

  byId(id) {
    return User.findByPk(id);
  }

  create(data) {
    return User.create(data);
  }
}
