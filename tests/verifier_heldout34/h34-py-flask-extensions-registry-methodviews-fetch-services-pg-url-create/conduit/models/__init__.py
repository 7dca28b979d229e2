from .base import Base
from .article import Article
from .user import Follow, User
