class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class Invalid(Exception):
    def __init__(self, errors: dict):
        super().__init__(str(errors))
        self.errors = errors
