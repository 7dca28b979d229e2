from conduit.data_access.tags import TagsDataAccess


class ListTags:
    def __init__(self, tags: TagsDataAccess) -> None:
        self.tags = tags

    def __call__(self) -> list[str]:
        return self.tags.names()
