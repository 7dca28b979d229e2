class ServiceError(Exception):
    status_code = 422

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field


class NotFound(ServiceError):
    status_code = 404


class Forbidden(ServiceError):
    status_code = 403


class Unauthorized(ServiceError):
    status_code = 401
