/** @typedef {{ id: number, username: string, email: string, passwordHash: string, bio: string|null, image: string|null }} User */

/** @returns {User|null} */
export function userFromRow(row) {
  if (!row) return null;
  return { id: row.id, username: row.username, email: row.email, passwordHash: row.password_hash, bio: row.bio, image: row.image };
}

export const profileOf = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });
