from conduit.models.article import Article, Comment
from conduit.models.user import Follow, User
