module.exports = { PUBLIC: { username: true, bio: true, image: true } };
