from realworld.models.user import Follow, User
from realworld.models.article import Article, Comment, Favorite

__all__ = ["User", "Follow", "Article", "Comment", "Favorite"]
