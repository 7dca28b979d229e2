class DomainError(Exception):
    """A rule of the API was broken; the HTTP layer turns it into a response."""

    status_code = 422
    field = "body"
    message = "invalid"


class ArticleNotFound(DomainError):
    status_code = 404
    field = "article"
    message = "not found"


class NotArticleAuthor(DomainError):
    status_code = 403
    field = "article"
    message = "forbidden"
