from conduit.models.article import Article, Favorite
from conduit.models.user import User

__all__ = ["Article", "Favorite", "User"]
