from conduit.models.article import Article, Favorite, Tag, article_tags
from conduit.models.user import Follow, User

__all__ = ["Article", "Favorite", "Tag", "article_tags", "Follow", "User"]
