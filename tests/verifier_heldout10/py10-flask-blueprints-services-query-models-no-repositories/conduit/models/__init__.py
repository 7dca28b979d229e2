from conduit.models.article import Article, favorites
from conduit.models.user import User

__all__ = ["Article", "User", "favorites"]
