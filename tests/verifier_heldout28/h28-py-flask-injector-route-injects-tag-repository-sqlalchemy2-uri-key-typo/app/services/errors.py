class ServiceError(Exception):
    def __init__(self, field, message, status=422):
        super().__init__(message)
        self.field, self.message, self.status = field, message, status
