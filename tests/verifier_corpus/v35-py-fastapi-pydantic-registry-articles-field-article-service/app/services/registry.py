from pydantic import BaseModel, ConfigDict

from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService


class ServiceRegistry(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    articles: ArticleService
