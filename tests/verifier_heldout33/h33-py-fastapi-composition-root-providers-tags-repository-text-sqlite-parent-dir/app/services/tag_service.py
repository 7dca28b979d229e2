from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository):
        self.repository = repository

    def popular(self) -> list[str]:
        return self.repository.all_names()
