class DomainError(Exception):
    http_status = 422


class NotFoundError(DomainError):
    http_status = 404


class AuthError(DomainError):
    http_status = 401
