from .articles import ArticleService
from .errors import ServiceError
from .users import UserService

__all__ = ["ArticleService", "ServiceError", "UserService"]
