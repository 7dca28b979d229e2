class InteractorError(Exception):
    status = 422

    def __init__(self, errors: dict) -> None:
        super().__init__(errors)
        self.errors = errors


class Unauthorized(InteractorError):
    status = 401
