class ServiceError(Exception):
    status_code = 422

    def __init__(self, detail: str):
        super().__init__(detail)
        self.detail = detail


class NotFoundError(ServiceError):
    status_code = 404


class AuthError(ServiceError):
    status_code = 401
