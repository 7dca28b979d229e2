'use strict';

module.exports = {
  host: process.env.HOST || '0.0.0.0',
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-development-secret',
  jwtExpiresIn: '30d',
  bcryptRounds: 10,
};
