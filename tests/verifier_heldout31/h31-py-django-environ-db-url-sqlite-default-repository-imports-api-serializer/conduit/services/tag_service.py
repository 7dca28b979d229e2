from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository | None = None):
        self.repository = repository or TagRepository()

    def popular_tags(self) -> list[str]:
        return self.repository.popular_names()

    def record_usage(self, names: list[str]) -> None:
        cleaned = sorted({n.strip() for n in names if n and n.strip()})
        self.repository.touch(cleaned)
