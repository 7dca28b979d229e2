class UnprocessableEntity(Exception):
    pass


class NotFound(Exception):
    pass


class Unauthorized(Exception):
    pass


class Forbidden(Exception):
    pass
