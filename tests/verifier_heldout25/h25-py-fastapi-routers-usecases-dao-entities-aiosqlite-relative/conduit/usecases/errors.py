class UseCaseError(Exception):
    status = 422

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class NotFound(UseCaseError):
    status = 404


class Unauthorized(UseCaseError):
    status = 401


class Conflict(UseCaseError):
    status = 409
