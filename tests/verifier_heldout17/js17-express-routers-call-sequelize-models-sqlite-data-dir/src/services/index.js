const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'dev-secret';

exports.hashPassword = (p) => bcrypt.hash(p, 10);
exports.checkPassword = (p, h) => bcrypt.compare(p, h);
exports.signToken = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET);
exports.verifyToken = (t) => jwt.verify(t, SECRET);
exports.profileOf = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });
