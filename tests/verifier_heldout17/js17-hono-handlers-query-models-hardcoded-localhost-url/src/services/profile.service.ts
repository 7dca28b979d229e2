export function toProfile(user: any, following: boolean) {
  return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
}
