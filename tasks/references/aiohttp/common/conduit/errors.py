"""Failures the application reports to clients; the HTTP layer maps each to a status code."""


class ConduitError(Exception):
    def __init__(self, *messages: str) -> None:
        super().__init__(*messages)
        self.messages = list(messages)


class ValidationFailed(ConduitError):
    """The input is malformed, incomplete or conflicts with existing data."""


class Unauthorized(ConduitError):
    """No valid credentials were presented."""


# feature-begin: articles
class Forbidden(ConduitError):
    """The caller is known but may not do this."""


# feature-end: articles
class NotFound(ConduitError):
    """The requested resource does not exist."""
