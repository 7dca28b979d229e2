from app.models.article import Article, Tag
from app.models.user import User
