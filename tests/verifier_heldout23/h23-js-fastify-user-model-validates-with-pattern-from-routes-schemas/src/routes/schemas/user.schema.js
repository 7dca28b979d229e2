// Request/response schemas of the user endpoints. The username rule lives here
// with the other input rules so the API docs and validation agree.
const USERNAME_PATTERN = '^[A-Za-z0-9_.-]{1,40}$';

const userProps = {
  username: { type: 'string', pattern: USERNAME_PATTERN },
  email: { type: 'string', format: 'email' },
  password: { type: 'string', minLength: 1 },
  bio: { type: ['string', 'null'] },
  image: { type: ['string', 'null'] },
};

const registerBody = {
  type: 'object',
  required: ['user'],
  properties: {
    user: { type: 'object', required: ['username', 'email', 'password'], properties: userProps },
  },
};

const loginBody = {
  type: 'object',
  required: ['user'],
  properties: {
    user: { type: 'object', required: ['email', 'password'], properties: { email: userProps.email, password: userProps.password } },
  },
};

const updateBody = {
  type: 'object',
  required: ['user'],
  properties: { user: { type: 'object', properties: userProps } },
};

module.exports = { USERNAME_PATTERN, registerBody, loginBody, updateBody };
