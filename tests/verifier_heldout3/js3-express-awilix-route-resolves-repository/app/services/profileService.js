module.exports = ({ userRepository }) => {
  const toProfile = async (user, viewerId) => ({
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: viewerId ? await userRepository.isFollowing(viewerId, user.id) : false,
  });
  return {
    async get(username, viewerId) {
      const user = await userRepository.byUsername(username);
      return user && toProfile(user, viewerId);
    },
    async follow(username, viewerId) {
      const user = await userRepository.byUsername(username);
      if (!user) return null;
      await userRepository.follow(viewerId, user.id);
      return toProfile(user, viewerId);
    },
    toProfile,
  };
};
