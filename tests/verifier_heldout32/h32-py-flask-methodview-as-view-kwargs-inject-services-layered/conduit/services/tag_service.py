from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository):
        self._repository = repository

    def popular(self) -> list[str]:
        return [n for n in self._repository.names() if n.strip()]
