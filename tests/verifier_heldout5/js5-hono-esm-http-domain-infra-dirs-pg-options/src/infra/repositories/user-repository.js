import { Op } from 'sequelize';
import { User } from '../../domain/entities/index.js';

export class UserRepository {
  byId(id) { return User.findByPk(id); }
  byEmail(email) { return User.findOne({ where: { email } }); }
  byUsername(username) { return User.findOne({ where: { username } }); }
  taken(email, username) { return User.findOne({ where: { [Op.or]: [{ email }, { username }] } }); }
  create(data) { return User.create(data); }
  save(user, changes) { return user.update(changes); }
  async follows(followerId, user) { return user.hasFollower(followerId); }
  follow(followerId, user) { return user.addFollower(followerId); }
  unfollow(followerId, user) { return user.removeFollower(followerId); }
}
