from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository) -> None:
        self.tags = tags

    def list_tags(self) -> list[str]:
        return self.tags.popular()
