from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository):
        self.repository = repository

    def list_tags(self) -> list[str]:
        return self.repository.all_names()
