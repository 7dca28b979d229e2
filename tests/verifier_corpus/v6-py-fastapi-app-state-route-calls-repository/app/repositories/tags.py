from app.models import Tag


class TagRepository:
    def __init__(self) -> None:
        self._tags: dict[str, Tag] = {}

    def all(self) -> list[Tag]:
        return list(self._tags.values())

    def add(self, name: str) -> Tag:
        return self._tags.setdefault(name, Tag(name))
