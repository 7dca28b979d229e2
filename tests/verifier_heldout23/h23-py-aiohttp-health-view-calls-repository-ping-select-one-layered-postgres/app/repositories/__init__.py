from .article_repository import ArticleRepository
from .comment_repository import CommentRepository
from .health_repository import HealthRepository
from .user_repository import UserRepository
