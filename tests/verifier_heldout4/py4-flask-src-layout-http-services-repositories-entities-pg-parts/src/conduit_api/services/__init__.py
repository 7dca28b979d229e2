from conduit_api.services.errors import Forbidden, NotFound, Unauthorized, ValidationFailed
from conduit_api.services.users import UserService
from conduit_api.services.articles import ArticleService

__all__ = ["Forbidden", "NotFound", "Unauthorized", "ValidationFailed", "UserService", "ArticleService"]
