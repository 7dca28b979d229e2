export class NotFoundError extends Error {}

export function makeProfileService({ userRepository }) {
  async function load(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new NotFoundError('profile');
    const following = viewerId ? await userRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }
  return {
    get: load,
    async follow(username, viewerId) {
      const user = await userRepository.findByUsername(username);
      if (!user) throw new NotFoundError('profile');
      await userRepository.follow(viewerId, user.id);
      return load(username, viewerId);
    },
    async unfollow(username, viewerId) {
      const user = await userRepository.findByUsername(username);
      if (!user) throw new NotFoundError('profile');
      await userRepository.unfollow(viewerId, user.id);
      return load(username, viewerId);
    },
  };
}
