const passport = require('koa-passport');
const { Strategy: JwtStrategy, ExtractJwt } = require('passport-jwt');
const User = require('../models/User');

passport.use(new JwtStrategy(
  {
    jwtFromRequest: ExtractJwt.fromAuthHeaderWithScheme('Token'),
    secretOrKey: process.env.JWT_SECRET || 'conduit-secret',
  },
  async (payload, done) => {
    try {
      const user = await User.findByPk(payload.id);
      return done(null, user || false);
    } catch (err) {
      return done(err, false);
    }
  },
));

module.exports = passport;
