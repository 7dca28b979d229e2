import { UserRecord } from './schemas/user.js';
import { Profile } from '../entities/profile.js';

export const profileRepository = {
  async find(username, viewerId) {
    const rec = await UserRecord.findOne({ where: { username } });
    if (!rec) return null;
    const following = viewerId ? await rec.hasFollower(viewerId) : false;
    return new Profile(rec.get({ plain: true }), following);
  },
  async setFollowing(username, viewerId, on) {
    const rec = await UserRecord.findOne({ where: { username } });
    if (!rec) return null;
    if (on) await rec.addFollower(viewerId); else await rec.removeFollower(viewerId);
    return new Profile(rec.get({ plain: true }), on);
  },
};
