class NotFoundError(Exception):
    pass


class InvalidCredentials(Exception):
    pass
