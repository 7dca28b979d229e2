class NotFound(Exception):
    pass


class Unauthorized(Exception):
    pass
