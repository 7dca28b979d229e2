'use strict';
const Redis = require('ioredis');

// Use a real Redis when one is configured; otherwise fall back to an in-process
// stand-in so the API still works on a laptop without Redis installed.
function createClient() {
  if (process.env.REDIS_URL) return new Redis(process.env.REDIS_URL);
  const RedisMock = require('ioredis-mock');
  return new RedisMock();
}

module.exports = createClient();
