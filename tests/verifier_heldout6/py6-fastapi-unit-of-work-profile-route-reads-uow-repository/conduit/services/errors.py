class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class Invalid(Exception):
    pass
