module.exports = function toProfile(user, following = false) {
  return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
};
