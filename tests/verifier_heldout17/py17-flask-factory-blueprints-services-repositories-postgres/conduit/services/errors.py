class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class Invalid(Exception):
    def __init__(self, errors):
        super().__init__("invalid")
        self.errors = errors
