export class NotFound extends Error {}

export function createProfileUseCases({ profileRepository }) {
  async function view(username, viewerId) {
    const user = await profileRepository.findByUsername(username);
    if (!user) throw new NotFound(`profile ${username} not found`);
    const following = viewerId ? await profileRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  return {
    view,
    async follow(username, viewerId) {
      const user = await profileRepository.findByUsername(username);
      if (!user) throw new NotFound(`profile ${username} not found`);
      await profileRepository.follow(viewerId, user.id);
      return view(username, viewerId);
    },
    async unfollow(username, viewerId) {
      const user = await profileRepository.findByUsername(username);
      if (!user) throw new NotFound(`profile ${username} not found`);
      await profileRepository.unfollow(viewerId, user.id);
      return view(username, viewerId);
    },
  };
}
