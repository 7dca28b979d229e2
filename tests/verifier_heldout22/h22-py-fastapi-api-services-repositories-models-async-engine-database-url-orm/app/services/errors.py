class ServiceError(Exception):
    status_code = 422


class NotFound(ServiceError):
    status_code = 404


class Forbidden(ServiceError):
    status_code = 403
