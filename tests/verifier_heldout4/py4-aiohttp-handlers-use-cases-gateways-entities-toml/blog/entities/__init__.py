from blog.entities.base import Base
from blog.entities.user import Following, User
from blog.entities.article import Article, Favorite, Tagging

__all__ = ["Base", "User", "Following", "Article", "Favorite", "Tagging"]
