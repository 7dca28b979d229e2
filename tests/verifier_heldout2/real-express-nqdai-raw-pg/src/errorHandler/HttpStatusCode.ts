enum HttpStatusCode {
  OK = 200,
  CREATED = 201,
  BAD_REQUEST = 400,
  NOT_FOUND = 404,
  CONFLICT = 409,
  UNAUTHORIZED = 401,
  INTERNAL_SERVER = 500,
}
export default HttpStatusCode;
