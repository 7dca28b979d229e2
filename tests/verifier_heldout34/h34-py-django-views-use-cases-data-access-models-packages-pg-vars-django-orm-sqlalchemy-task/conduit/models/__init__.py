from .article import Article
from .profile import Follow, Profile
