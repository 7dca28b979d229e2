from app.models.article import Article, favorites
from app.models.user import User

__all__ = ["Article", "User", "favorites"]
