export function userFromRow(row) {
  if (!row) return null;
  return { id: row.id, email: row.email, username: row.username, passwordHash: row.password_hash, bio: row.bio, image: row.image };
}

export function profileOf(user, following = false) {
  return { username: user.username, bio: user.bio, image: user.image, following };
}
