from .user import User, Follow
from .article import Article, ArticleTag, Favorite, Tag
from .comment import Comment
