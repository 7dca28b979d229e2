from .base import Base
from .user import User, Follow
from .article import Article, Tag, Favorite, Comment
from .stats import ArticleStats, CREATE_ARTICLE_STATS

__all__ = ["Base", "User", "Follow", "Article", "Tag", "Favorite", "Comment", "ArticleStats", "CREATE_ARTICLE_STATS"]
