// feature-file: articles
import { ValidationError } from '../errors.js';

export const DEFAULT_LIMIT = 20;

function integerParam(raw, name, min, fallback) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ValidationError(`${name} must be an integer of at least ${min}`);
  }
  return value;
}

export function parsePagination({ limit, offset } = {}) {
  return {
    limit: integerParam(limit, 'limit', 1, DEFAULT_LIMIT),
    offset: integerParam(offset, 'offset', 0, 0),
  };
}
