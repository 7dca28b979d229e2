class NotFoundError(Exception):
    status_code = 404


class PermissionDeniedError(Exception):
    status_code = 403
