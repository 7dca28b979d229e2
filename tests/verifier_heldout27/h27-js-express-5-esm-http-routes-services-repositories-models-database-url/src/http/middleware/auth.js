// Reads the "Authorization: Token <jwt>" header; the token is checked by the user service.
export const authenticate = (userService, { required }) => (req, res, next) => {
  const header = req.get('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme === 'Token' && token) {
    try {
      req.userId = userService.verify(token).id;
    } catch {
      return res.status(401).json({ errors: { token: ['is invalid'] } });
    }
  }
  if (required && !req.userId) return res.status(401).json({ errors: { token: ['is missing'] } });
  return next();
};
