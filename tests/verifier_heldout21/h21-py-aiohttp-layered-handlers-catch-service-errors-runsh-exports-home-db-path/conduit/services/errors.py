class NotFound(Exception):
    pass


class ValidationFailed(Exception):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message
