"""Public API of the service layer: import what the web layer needs from here."""
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services import article_service, user_service
from conduit.services.errors import ApiError

__all__ = ["ApiError", "ArticleRepository", "UserRepository", "article_service", "user_service"]
