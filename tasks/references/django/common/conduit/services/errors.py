"""Failures the client caused; the HTTP layer maps each kind to a status code."""


class ServiceError(Exception):
    def __init__(self, *messages: str) -> None:
        super().__init__(*messages)
        self.messages = list(messages)


class ValidationFailed(ServiceError):
    pass


class Unauthorized(ServiceError):
    pass


# feature-begin: articles
class Forbidden(ServiceError):
    pass


# feature-end: articles
class NotFound(ServiceError):
    pass
