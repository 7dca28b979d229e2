class ServiceError(Exception):
    status = 422

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class NotFound(ServiceError):
    status = 404


class Unauthorized(ServiceError):
    status = 401


class Forbidden(ServiceError):
    status = 403
