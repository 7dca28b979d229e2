class UseCaseError(Exception):
    status = 422


class NotAuthorized(UseCaseError):
    status = 401


class NotFound(UseCaseError):
    status = 404
