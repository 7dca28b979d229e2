import { User } from '../models/index.js';
export class UserRepository {
  findByUsername(username) { return User.findOne({ where: { username } }); }
}
