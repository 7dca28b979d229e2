/** Shape of a user as the services see it (rows come from Prisma). */
const PUBLIC_FIELDS = { username: true, bio: true, image: true };

module.exports = { PUBLIC_FIELDS };
