from app.models.user import User
from app.models.article import Article
