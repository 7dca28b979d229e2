from .article import Article, Tag
from .user import User
