from .article import Article, Tag, article_tags
from .user import User, follows
