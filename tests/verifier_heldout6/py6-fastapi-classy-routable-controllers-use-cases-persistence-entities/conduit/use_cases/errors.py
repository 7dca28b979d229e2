class UseCaseError(Exception):
    status = 422


class NotFound(UseCaseError):
    status = 404


class Unauthorized(UseCaseError):
    status = 401


class Forbidden(UseCaseError):
    status = 403
