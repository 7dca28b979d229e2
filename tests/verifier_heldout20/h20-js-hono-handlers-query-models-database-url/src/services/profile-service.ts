export function toProfile(user: any, following = false) {
  return { username: user.username, bio: user.bio, image: user.image, following };
}
