'use strict'

class NotFoundError extends Error {}

function createProfileService (profiles) {
  async function view (user, viewerId) {
    const following = viewerId ? await profiles.isFollowing(viewerId, user.id) : false
    return { username: user.username, bio: user.bio, image: user.image, following }
  }

  async function load (username) {
    const user = await profiles.findUser(username)
    if (!user) throw new NotFoundError(username)
    return user
  }

  return {
    async get (username, viewerId) { return view(await load(username), viewerId) },
    async follow (username, viewerId) {
      const user = await load(username)
      await profiles.follow(viewerId, user.id)
      return view(user, viewerId)
    },
    async unfollow (username, viewerId) {
      const user = await load(username)
      await profiles.unfollow(viewerId, user.id)
      return view(user, viewerId)
    }
  }
}

module.exports = { createProfileService, NotFoundError }
