from conduit.models.article import Article, ArticleTag, Favorite, Tag
from conduit.models.user import User

__all__ = ["Article", "ArticleTag", "Favorite", "Tag", "User"]
