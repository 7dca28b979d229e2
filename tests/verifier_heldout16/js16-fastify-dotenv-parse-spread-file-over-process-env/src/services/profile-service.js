module.exports = function profileService(users) {
  return {
    async get(username) {
      const user = await users.byUsername(username);
      if (!user) return null;
      return { username: user.username, bio: user.bio, image: user.image, following: false };
    },
  };
};
