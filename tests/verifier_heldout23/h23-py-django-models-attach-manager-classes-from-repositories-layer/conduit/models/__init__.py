from .profile import Profile
from .article import Article
