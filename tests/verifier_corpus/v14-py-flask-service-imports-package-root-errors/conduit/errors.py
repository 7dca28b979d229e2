"""Errors of the API's rules, raised by the services and turned into JSON by the app."""


class ConduitError(Exception):
    status_code = 422

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field} {message}")
        self.field = field
        self.message = message

    def to_json(self) -> dict:
        return {"errors": {self.field: [self.message]}}


class NotFound(ConduitError):
    status_code = 404


class Forbidden(ConduitError):
    status_code = 403
