class DomainError(Exception):
    status_code = 422

    def __init__(self, errors: dict[str, list[str]]):
        super().__init__(str(errors))
        self.errors = errors


class NotFoundError(DomainError):
    status_code = 404


class PermissionDenied(DomainError):
    status_code = 403


class AuthenticationError(DomainError):
    status_code = 401
