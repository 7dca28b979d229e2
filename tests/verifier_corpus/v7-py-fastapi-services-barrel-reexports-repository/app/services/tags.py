from app.repositories.tags import TagRepository


class TagService:
    def __init__(self, repository: TagRepository) -> None:
        self._repository = repository

    def names(self) -> list[str]:
        return sorted(self._repository.names())

    def add(self, name: str) -> None:
        self._repository.add(name.strip().lower())
