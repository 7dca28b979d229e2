export function userFromRow(row) {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    passwordHash: row.password_hash,
    bio: row.bio,
    image: row.image,
  };
}
