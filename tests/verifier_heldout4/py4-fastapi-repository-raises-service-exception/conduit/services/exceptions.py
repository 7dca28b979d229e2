"""Errors of the business rules; the routers turn them into HTTP responses."""


class ConduitError(Exception):
    status_code: int = 422
    detail: str = "unprocessable"


class ArticleNotFound(ConduitError):
    status_code = 404
    detail = "article not found"


class UserNotFound(ConduitError):
    status_code = 404
    detail = "user not found"


class NotAuthor(ConduitError):
    status_code = 403
    detail = "only the author can change this article"


class DuplicateUser(ConduitError):
    detail = "username or email already taken"
