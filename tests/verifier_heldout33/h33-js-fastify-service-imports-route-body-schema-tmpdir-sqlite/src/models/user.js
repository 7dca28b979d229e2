export const toUser = (row) => ({ username: row.username, email: row.email, bio: row.bio ?? null, image: row.image ?? null });
