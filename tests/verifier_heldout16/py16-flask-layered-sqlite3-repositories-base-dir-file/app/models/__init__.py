from .article import Article
from .profile import Profile
