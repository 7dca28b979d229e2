"""Failures the client caused; the HTTP layer maps each kind to a status code."""


class ServiceError(Exception):
    def __init__(self, *messages: str) -> None:
        super().__init__(*messages)
        self.messages = list(messages)


class ValidationFailed(ServiceError):
    pass


class Unauthorized(ServiceError):
    pass


class Forbidden(ServiceError):
    pass


class NotFound(ServiceError):
    pass
