class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass
