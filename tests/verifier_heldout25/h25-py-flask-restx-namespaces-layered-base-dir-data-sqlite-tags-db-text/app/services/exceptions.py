class DomainError(Exception):
    code = 422


class NotFoundError(DomainError):
    code = 404


class AuthError(DomainError):
    code = 401


class ForbiddenError(DomainError):
    code = 403
