class ApiError(Exception):
    status = 422


class NotFound(ApiError):
    status = 404


class Forbidden(ApiError):
    status = 403


class Unauthorized(ApiError):
    status = 401
