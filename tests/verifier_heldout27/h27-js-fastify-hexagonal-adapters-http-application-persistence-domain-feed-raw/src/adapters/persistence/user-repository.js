import { User } from '../../domain/user.js';
import { UserRecord, FollowRecord } from './sequelize.js';

const toEntity = (r) => r && new User({ id: r.id, username: r.username, email: r.email, passwordHash: r.password_hash, bio: r.bio, image: r.image });

export class SequelizeUserRepository {
  async byId(id) {
    return toEntity(await UserRecord.findByPk(id));
  }

  async byEmail(email) {
    return toEntity(await UserRecord.findOne({ where: { email } }));
  }

  async byUsername(username) {
    return toEntity(await UserRecord.findOne({ where: { username } }));
  }

  async add(user) {
    return toEntity(await UserRecord.create({ username: user.username, email: user.email, password_hash: user.passwordHash }));
  }

  async isFollowing(followerId, followeeId) {
    if (!followerId) return false;
    return (await FollowRecord.count({ where: { follower_id: followerId, followee_id: followeeId } })) > 0;
  }
}
