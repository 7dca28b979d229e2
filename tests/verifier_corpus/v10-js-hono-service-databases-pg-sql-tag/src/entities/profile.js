export function toProfile(user, following) {
  return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following: Boolean(following) };
}
