class HttpError extends Error {
  constructor(status, messages) {
    super(messages.join(', '));
    this.status = status;
    this.body = { body: messages };
  }
}
const notFound = (what) => new HttpError(404, [`${what} not found`]);
const unprocessable = (messages) => new HttpError(422, messages);
const unauthorized = () => new HttpError(401, ['unauthorized']);
const forbidden = () => new HttpError(403, ['forbidden']);
module.exports = { HttpError, notFound, unprocessable, unauthorized, forbidden };
