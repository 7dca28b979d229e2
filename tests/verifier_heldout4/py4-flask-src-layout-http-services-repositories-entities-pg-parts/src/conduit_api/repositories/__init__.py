from conduit_api.repositories.articles import ArticleRepository
from conduit_api.repositories.users import UserRepository

__all__ = ["ArticleRepository", "UserRepository"]
