// feature-file: articles
const { ValidationError } = require('../errors');

const DEFAULT_LIMIT = 20;

function parseCount(name, raw, fallback, min) {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min) throw new ValidationError(`${name} must be an integer >= ${min}`);
  return value;
}

// Turns the raw ?limit=&offset= query values into numbers: limit >= 1 (default 20), offset >= 0 (default 0).
function parsePagination({ limit, offset } = {}) {
  return {
    limit: parseCount('limit', limit, DEFAULT_LIMIT, 1),
    offset: parseCount('offset', offset, 0, 0),
  };
}

module.exports = { parsePagination, DEFAULT_LIMIT };
