from app.repositories.tags import TagRepository
from app.services.tags import TagService


class Container:
    def __init__(self) -> None:
        self.tag_repository = TagRepository()
        self.tag_service = TagService(self.tag_repository)
