class ServiceError(Exception):
    def __init__(self, status, field, message):
        super().__init__(message)
        self.status, self.field, self.message = status, field, message
