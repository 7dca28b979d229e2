/** @typedef {{ id: number, username: string, email: string, passwordHash: string, bio: ?string, image: ?string }} User */

const USER_COLUMNS = ['id', 'username', 'email', 'passwordHash', 'bio', 'image'];

module.exports = { table: 'users', USER_COLUMNS };
