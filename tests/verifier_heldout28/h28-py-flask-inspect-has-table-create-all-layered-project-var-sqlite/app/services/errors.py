class DomainError(Exception):
    def __init__(self, field: str, message: str, status: int = 422):
        super().__init__(message)
        self.field = field
        self.message = message
        self.status = status
