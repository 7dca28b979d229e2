from conduit.models.base import Base
from conduit.models.article import Article, ArticleTag, Tag
from conduit.models.user import User

__all__ = ["Base", "Article", "ArticleTag", "Tag", "User"]
