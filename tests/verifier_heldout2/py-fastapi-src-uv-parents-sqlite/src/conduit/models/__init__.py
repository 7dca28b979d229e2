from conduit.models.user import User
from conduit.models.article import Article
