from conduit.models.article import Article, Favorite, Tag
from conduit.models.user import Follow, User

__all__ = ["Article", "Favorite", "Follow", "Tag", "User"]
