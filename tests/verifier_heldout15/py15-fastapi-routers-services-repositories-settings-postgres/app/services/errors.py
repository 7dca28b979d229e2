class NotFound(Exception):
    pass


class Conflict(Exception):
    pass


class InvalidCredentials(Exception):
    pass
