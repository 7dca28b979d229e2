class ServiceError(Exception):
    status_code = 422

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class NotFound(ServiceError):
    status_code = 404


class Unauthorized(ServiceError):
    status_code = 401


class Conflict(ServiceError):
    status_code = 409
