from .base import Base
from .tables import Article, Comment, User

__all__ = ["Article", "Base", "Comment", "User"]
