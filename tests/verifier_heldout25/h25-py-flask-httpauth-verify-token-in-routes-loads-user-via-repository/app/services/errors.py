class ServiceError(Exception):
    status = 422

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field
        self.message = message


class Conflict(ServiceError):
    status = 409


class Unauthorized(ServiceError):
    status = 401


class NotFound(ServiceError):
    status = 404
