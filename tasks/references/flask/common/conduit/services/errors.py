"""Failures the HTTP layer translates into status codes."""


class ServiceError(Exception):
    def __init__(self, *messages: str) -> None:
        super().__init__(*messages)
        self.messages = list(messages)


class ValidationFailed(ServiceError):
    pass


class NotAuthenticated(ServiceError):
    pass


# feature-begin: articles
class Forbidden(ServiceError):
    pass


# feature-end: articles
class NotFound(ServiceError):
    pass
