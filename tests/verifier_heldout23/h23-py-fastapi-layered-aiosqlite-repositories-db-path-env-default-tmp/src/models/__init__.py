from .domain import Article, User
from .schemas import ArticleCreate, LoginData, RegisterData
