class ServiceError(Exception):
    def __init__(self, status: int, errors: dict):
        super().__init__(errors)
        self.status = status
        self.errors = errors
