class NotFound(Exception):
    pass


class Invalid(Exception):
    pass


class Unauthorized(Exception):
    pass
