class NotFound(Exception):
    pass


class Invalid(Exception):
    pass
