import type { ProfileRepository } from '../repositories/profile.repository.js'

export class ProfileNotFound extends Error {}

export class ProfileService {
  constructor(private readonly profiles: ProfileRepository) {}

  async get(username: string, viewerId: number | null) {
    const row = await this.profiles.findWithFollowing(username, viewerId)
    if (!row) throw new ProfileNotFound(username)
    return { username: row.username, bio: row.bio, image: row.image, following: Boolean(row.get('following')) }
  }

  async setFollowing(username: string, viewerId: number, follow: boolean) {
    const row = await this.profiles.findWithFollowing(username, viewerId)
    if (!row) throw new ProfileNotFound(username)
    if (follow) await this.profiles.follow(viewerId, row.id)
    else await this.profiles.unfollow(viewerId, row.id)
    return this.get(username, viewerId)
  }
}
