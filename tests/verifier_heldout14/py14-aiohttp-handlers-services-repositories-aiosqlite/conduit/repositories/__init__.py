from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository

__all__ = ["ArticleRepository", "UserRepository"]
