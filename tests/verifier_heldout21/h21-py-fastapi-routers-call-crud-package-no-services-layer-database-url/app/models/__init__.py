from app.models.base import Base
from app.models.article import Article
