from .base import Base
from .comment import Comment
from .article import Article
