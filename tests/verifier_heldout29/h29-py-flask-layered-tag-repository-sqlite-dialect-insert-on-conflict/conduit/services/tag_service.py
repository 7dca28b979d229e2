from ..repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository | None = None):
        self.tags = tags or TagRepository()

    def list_tags(self) -> list[str]:
        return self.tags.all_names()
