class InteractorError(Exception):
    status = 422

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field
        self.message = message


class NotFound(InteractorError):
    status = 404


class Unauthorized(InteractorError):
    status = 401


class Forbidden(InteractorError):
    status = 403
