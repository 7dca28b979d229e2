class ServiceException(Exception):
    status_code = 422

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field
        self.message = message


class NotFoundError(ServiceException):
    status_code = 404


class AuthError(ServiceException):
    status_code = 401


class ForbiddenError(ServiceException):
    status_code = 403


class ConflictError(ServiceException):
    status_code = 409
