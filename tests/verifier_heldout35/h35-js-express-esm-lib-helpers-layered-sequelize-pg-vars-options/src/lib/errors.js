export class AppError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}
export function errorHandler(err, _req, res, _next) {
  res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
}
