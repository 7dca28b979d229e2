class ServiceError(Exception):
    def __init__(self, field: str, message: str, status: int = 422):
        super().__init__(message)
        self.field, self.message, self.status = field, message, status
