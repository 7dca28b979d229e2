class ServiceError(Exception):
    status = 422


class NotFound(ServiceError):
    status = 404


class Unauthenticated(ServiceError):
    status = 401
