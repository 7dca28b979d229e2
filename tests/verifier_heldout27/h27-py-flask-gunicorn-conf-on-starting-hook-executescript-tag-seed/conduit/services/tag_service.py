from ..repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository | None = None) -> None:
        self.tags = tags or TagRepository()

    def popular(self) -> list[str]:
        return self.tags.all_names()
