const { UnauthorizedError } = require('../errors');
const { tokenFromHeader, verifyToken } = require('../security/tokens');

// Sets req.userId from "Authorization: Token <jwt>". A header that is present but invalid
// is rejected even where authentication is optional, so a client never mistakes itself for anonymous.
const authenticate = ({ optional }) => (req, res, next) => {
  const header = req.get('Authorization');
  if (header === undefined && optional) return next();
  if (header === undefined) throw new UnauthorizedError('authorization token is missing');
  const userId = verifyToken(tokenFromHeader(header));
  if (userId === null) throw new UnauthorizedError('authorization token is invalid');
  req.userId = userId;
  return next();
};

module.exports = {
  requireAuth: authenticate({ optional: false }),
  optionalAuth: authenticate({ optional: true }),
};
