class DomainError(Exception):
    status_code = 422

    def __init__(self, detail: str):
        super().__init__(detail)
        self.detail = detail


class NotFoundError(DomainError):
    status_code = 404


class ForbiddenError(DomainError):
    status_code = 403


class AuthError(DomainError):
    status_code = 401
