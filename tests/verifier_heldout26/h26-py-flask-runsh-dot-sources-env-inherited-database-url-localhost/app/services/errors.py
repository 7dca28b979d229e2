class NotFoundError(Exception):
    pass


class AuthError(Exception):
    pass
