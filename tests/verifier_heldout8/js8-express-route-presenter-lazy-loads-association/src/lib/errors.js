export class HttpError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}
export class NotFound extends HttpError { constructor(what) { super(404, `${what} not found`); } }
export class Unauthorized extends HttpError { constructor() { super(401, 'unauthorized'); } }
export class Unprocessable extends HttpError { constructor(msg) { super(422, msg); } }
