export const toProfile = (row, following = false) => ({ username: row.username, bio: row.bio, image: row.image, following });
