const users = require('../repositories/userRepository');

const allowed = ['email', 'username', 'bio', 'image'];

module.exports = {
  async profile(username) {
    const user = await users.byUsername(username);
    return user && { username: user.username, bio: user.bio, image: user.image, following: false };
  },
  async update(id, changes) {
    const user = await users.byId(id);
    const patch = Object.fromEntries(Object.entries(changes || {}).filter(([k]) => allowed.includes(k)));
    const saved = await users.update(user, patch);
    return { email: saved.email, username: saved.username, bio: saved.bio, image: saved.image };
  },
};
