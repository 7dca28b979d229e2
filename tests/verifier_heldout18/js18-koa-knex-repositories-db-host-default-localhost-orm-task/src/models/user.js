// Plain data shape shared by the layers.
module.exports = function toProfile(row, following = false) {
  return { username: row.username, bio: row.bio, image: row.image, following };
};
