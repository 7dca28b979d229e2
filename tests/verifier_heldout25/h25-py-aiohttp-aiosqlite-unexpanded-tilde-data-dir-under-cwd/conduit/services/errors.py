class ServiceError(Exception):
    status = 422


class NotFound(ServiceError):
    status = 404


class Unauthorized(ServiceError):
    status = 401


class Conflict(ServiceError):
    status = 409
