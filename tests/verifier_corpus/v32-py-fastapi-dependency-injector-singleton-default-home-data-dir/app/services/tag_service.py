from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository) -> None:
        self.repository = repository

    def list_tags(self) -> list[str]:
        return self.repository.names()
