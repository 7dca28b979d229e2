from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository | None = None):
        self.repository = repository or TagRepository()

    def all_tags(self) -> list[str]:
        return self.repository.names()
