class ServiceError(Exception):
    status = 422

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.errors = {field: [message]}


class NotFound(ServiceError):
    status = 404


class Forbidden(ServiceError):
    status = 403


class Unauthorized(ServiceError):
    status = 401
