import { DomainError } from '../records/errors.js';
import { identify } from '../interactors/accounts.js';

const STATUS = { invalid: 422, unauthorized: 401, forbidden: 403, missing: 404 };

export const wrap = (fn) => (req, res, next) => Promise.resolve(fn(req, res)).catch(next);

export function viewer(req) {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Token ') ? identify(header.slice(6)) : null;
}

export function errorHandler(err, _req, res, _next) {
  if (err instanceof DomainError) {
    return res.status(STATUS[err.kind]).json({ errors: { body: [err.message] } });
  }
  console.error(err);
  res.status(500).json({ errors: { body: ['internal error'] } });
}
