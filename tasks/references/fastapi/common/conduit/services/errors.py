class ServiceError(Exception):
    """A request the business rules refuse; the routes map each kind to an HTTP status."""

    def __init__(self, *messages: str) -> None:
        super().__init__(*messages)
        self.messages = list(messages)


class Invalid(ServiceError):
    pass


class Unauthorized(ServiceError):
    pass


# feature-begin: articles
class Forbidden(ServiceError):
    pass


# feature-end: articles
class NotFound(ServiceError):
    pass
