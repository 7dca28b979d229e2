from .base import Base
from .user import User, Follow
from .article import Article, Tag, Favorite, Comment, article_tags
