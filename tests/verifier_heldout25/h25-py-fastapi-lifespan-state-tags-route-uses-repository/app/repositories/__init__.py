from .articles import ArticleRepository
from .tags import TagRepository
from .users import UserRepository

__all__ = ["ArticleRepository", "TagRepository", "UserRepository"]
