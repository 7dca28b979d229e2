class TagService:
    def __init__(self, tags):
        self.tags = tags

    def list_tags(self) -> list[str]:
        return self.tags.names()
