'use strict';

// one place that reads the environment, with local defaults
function env(name, fallback) {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

module.exports = { env };
