class DomainError(Exception):
    status_code = 422


class NotFoundError(DomainError):
    status_code = 404


class ForbiddenError(DomainError):
    status_code = 403
