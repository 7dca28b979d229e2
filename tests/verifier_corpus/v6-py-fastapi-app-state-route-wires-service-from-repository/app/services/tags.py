from app.repositories.tags import TagRepository


class TagService:
    def __init__(self, repository: TagRepository) -> None:
        self.repository = repository

    def names(self) -> list[str]:
        return sorted(t.name for t in self.repository.all())

    def add(self, name: str) -> str:
        return self.repository.add(name.strip().lower()).name
