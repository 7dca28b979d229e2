class DomainError(Exception):
    status = 400


class NotFound(DomainError):
    status = 404


class Forbidden(DomainError):
    status = 403
