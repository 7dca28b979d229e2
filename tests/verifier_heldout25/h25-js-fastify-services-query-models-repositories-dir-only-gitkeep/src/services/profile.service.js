const User = require('../models/user');
const Follow = require('../models/follow');

class ProfileService {
  async profile(username, viewerId) {
    const user = await User.findOne({ where: { username } });
    if (!user) return null;
    const following = viewerId ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0 : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username, viewerId) {
    const user = await User.findOne({ where: { username } });
    if (!user) return null;
    await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  }

  async unfollow(username, viewerId) {
    const user = await User.findOne({ where: { username } });
    if (!user) return null;
    await Follow.destroy({ where: { followerId: viewerId, followingId: user.id } });
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}

module.exports = new ProfileService();
