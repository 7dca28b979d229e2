class ServiceError(Exception):
    status = 422

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class NotFound(ServiceError):
    status = 404


class Unauthorized(ServiceError):
    status = 401


class Conflict(ServiceError):
    status = 409
