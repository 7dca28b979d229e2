from .base import Base
from .user import Follow, User
from .article import Article, Favorite
