from .base import Base
from .user import User
from .article import Article, Favorite
