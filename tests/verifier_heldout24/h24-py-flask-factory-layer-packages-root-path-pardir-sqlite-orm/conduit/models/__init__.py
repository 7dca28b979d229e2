from .user import User, Follow
from .article import Article, Tag, Comment, Favorite, article_tags

__all__ = ["User", "Follow", "Article", "Tag", "Comment", "Favorite", "article_tags"]
