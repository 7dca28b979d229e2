from .base import Base
from .user import User, follows
from .article import Article, Tag, article_tags, favorites
