class DomainError(Exception):
    status = 422


class NotFoundError(DomainError):
    status = 404


class AuthenticationError(DomainError):
    status = 401
