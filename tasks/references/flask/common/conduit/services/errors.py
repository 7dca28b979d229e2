"""Failures the HTTP layer translates into status codes."""


class ServiceError(Exception):
    def __init__(self, *messages: str) -> None:
        super().__init__(*messages)
        self.messages = list(messages)


class ValidationFailed(ServiceError):
    pass


class NotAuthenticated(ServiceError):
    pass


class Forbidden(ServiceError):
    pass


class NotFound(ServiceError):
    pass
