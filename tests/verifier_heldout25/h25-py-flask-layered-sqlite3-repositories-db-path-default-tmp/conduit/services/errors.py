class AppError(Exception):
    status = 422


class Unauthorized(AppError):
    status = 401


class NotFound(AppError):
    status = 404


class Conflict(AppError):
    status = 409
