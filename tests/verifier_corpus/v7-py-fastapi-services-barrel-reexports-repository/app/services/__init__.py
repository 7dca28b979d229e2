from app.repositories.tags import TagRepository
from app.services.tags import TagService

__all__ = ["TagRepository", "TagService"]
