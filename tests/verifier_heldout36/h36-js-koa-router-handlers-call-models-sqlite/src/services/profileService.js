const userRepository = require('../repositories/userRepository');
module.exports = { async profile(username) { const u = await userRepository.byUsername(username); return u && { username: u.username, bio: null, image: null, following: false }; } };
