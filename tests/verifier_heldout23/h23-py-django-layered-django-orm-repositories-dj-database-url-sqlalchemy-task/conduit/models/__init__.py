from .user import User
from .article import Article, Tag
