const { body, validationResult } = require('express-validator');
const { User } = require('../../models');

// Uniqueness is checked here so the handler gets a clean 422 with field errors.
const registerRules = [
  body('user.username').isString().notEmpty().withMessage("can't be blank")
    .custom(async (username) => {
      if ((await User.count({ where: { username } })) > 0) throw new Error('has already been taken');
    }),
  body('user.email').isEmail().withMessage('is invalid')
    .custom(async (email) => {
      const existing = await User.findOne({ where: { email } });
      if (existing) throw new Error('has already been taken');
    }),
  body('user.password').isString().isLength({ min: 1 }).withMessage("can't be blank"),
];

const loginRules = [
  body('user.email').notEmpty().withMessage("can't be blank"),
  body('user.password').notEmpty().withMessage("can't be blank"),
];

function rejectInvalid(req, res, next) {
  const result = validationResult(req);
  if (result.isEmpty()) return next();
  const errors = {};
  for (const e of result.array()) {
    const field = String(e.path).replace(/^user\./, '');
    (errors[field] = errors[field] || []).push(e.msg);
  }
  return res.status(422).json({ errors });
}

module.exports = { registerRules, loginRules, rejectInvalid };
